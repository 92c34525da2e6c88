import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const pagerStyles = css`
  .irr-pager { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 12px 0; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-pager ul { display: flex; gap: 4px; margin: 0; padding: 0; list-style: none; }
  .irr-pager button, .irr-pager select, .irr-pager input {
    min-width: 32px; height: 30px; box-sizing: border-box; padding: 0 6px; font: inherit; color: ${tokens.text};
    background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-pager button { cursor: pointer; }
  .irr-pager button:disabled { cursor: not-allowed; color: ${tokens.textMuted}; }
  .irr-pager button[aria-current='page'] { color: #fff; background: ${tokens.primary}; border-color: ${tokens.primary}; }
  .irr-pager .irr-pager-jump input { width: 50px; margin: 0 4px; text-align: center; }
`;
