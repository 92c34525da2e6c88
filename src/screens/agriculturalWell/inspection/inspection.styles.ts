import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

/** The inspection screen's tabs and its red 已逾期 tag. */
export const inspectionStyles = css`
  .irr-inspection-tabs { display: flex; gap: 8px; margin-bottom: 12px; }
  .irr-overdue {
    display: inline-block; margin-left: 6px; padding: 0 6px; border: 1px solid ${tokens.danger}; border-radius: 2px;
    color: ${tokens.danger}; font-size: 12px; line-height: 18px;
  }
`;
