import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const dateRangeStyles = css`
  .irr-range-panel { display: flex; gap: 12px; padding: 10px; font: 14px/1.4 ${tokens.font}; color: ${tokens.text}; background: ${tokens.surface}; }
  .irr-range-shortcuts { display: flex; flex-direction: column; gap: 4px; padding-right: 10px; border-right: 1px solid ${tokens.border}; }
  .irr-range-shortcuts button { font: inherit; color: ${tokens.primary}; background: none; border: 0; padding: 4px 6px; cursor: pointer; text-align: left; }
  .irr-range-shortcuts button:disabled { color: ${tokens.textMuted}; cursor: not-allowed; }
  .irr-range-times { display: flex; gap: 12px; margin-top: 8px; }
  .irr-range-times label { display: flex; flex-direction: column; gap: 2px; color: ${tokens.textMuted}; font-size: 12px; }
  .irr-range-times input { font: inherit; font-variant-numeric: tabular-nums; width: 10ch; padding: 2px 4px; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .irr-range-hint { margin: 6px 0 0; font-size: 12px; color: ${tokens.textMuted}; min-height: 1.4em; }
  .irr-range-hint[role='alert'] { color: ${tokens.danger}; }
  .irr-range-trigger {
    display: inline-flex; align-items: center; gap: 6px; min-width: 320px; padding: 5px 10px; font: 14px ${tokens.font};
    color: ${tokens.text}; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; cursor: pointer;
  }
  .irr-range-trigger:focus-visible { outline: 2px solid ${tokens.primary}; }
`;
