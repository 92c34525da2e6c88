import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const reportStyles = css`
  .irr-report { display: flex; flex-direction: column; gap: 12px; }
  .irr-report-tabs { display: flex; flex-wrap: wrap; gap: 8px; }
  .irr-report-range { margin: 0; color: ${tokens.textMuted}; }
  .irr-report-well { display: inline-flex; align-items: center; gap: 8px; }
  .irr-report .irr-filter input[type='month'] { width: 140px; }
`;
