import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const popoverStyles = css`
  .irr-popover {
    z-index: 2500; box-sizing: border-box; max-width: calc(100vw - 16px); padding: 8px;
    background: ${tokens.surface}; color: ${tokens.text}; font: 14px/1.5 ${tokens.font};
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  }
  .irr-popover:focus { outline: none; }
  .irr-popover:focus-visible { outline: 2px solid ${tokens.primary}; }
`;
