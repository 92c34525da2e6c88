import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const tablePageStyles = css`
  .irr-table-page { display: flex; flex-direction: column; gap: 12px; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-filter { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 12px; background: ${tokens.surface}; border-radius: ${tokens.radius}; }
  .irr-filter-item { display: flex; align-items: center; gap: 8px; }
  .irr-filter-item label { white-space: nowrap; }
  .irr-filter-item input, .irr-filter-item select { width: 180px; }
  .irr-table-toolbar { display: flex; gap: 8px; }
`;
