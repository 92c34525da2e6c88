import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

/** The curve's range switch, its states, the readout and the stacked charts. */
export const wellCurveStyles = css`
  .irr-curve { min-width: 0; }
  .irr-curve-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 0 0 8px; }
  .irr-curve-ranges, .irr-curve-paging { display: flex; gap: 4px; }
  .irr-curve-span { color: ${tokens.textMuted}; font-size: 13px; }
  .irr-curve-state {
    display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px;
    min-height: 200px; margin: 0; color: ${tokens.textMuted}; border: 1px dashed ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-curve-state p { margin: 0; }
  .irr-curve-state[role='alert'] { color: ${tokens.danger}; }
  .irr-curve-readout { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 8px; font-variant-numeric: tabular-nums; }
  .irr-curve-readout > div { display: flex; gap: 6px; }
  .irr-curve-readout dt { color: ${tokens.textMuted}; }
  .irr-curve-readout dd { margin: 0; }
  .irr-curve-charts { min-width: 0; }
  .irr-curve-plot { width: 100%; min-height: 150px; }
`;
