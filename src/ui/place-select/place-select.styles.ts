import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const placeSelectStyles = css`
  .irr-place { display: inline-flex; flex-wrap: wrap; gap: 8px; align-items: center; font: 14px ${tokens.font}; color: ${tokens.text}; }
  .irr-place label { display: inline-flex; align-items: center; gap: 4px; color: ${tokens.textMuted}; }
  .irr-place select {
    min-width: 120px; padding: 4px 8px; font: inherit; color: ${tokens.text}; background: ${tokens.surface};
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-place select:focus-visible { outline: 2px solid ${tokens.primary}; }
`;
