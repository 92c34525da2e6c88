import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

export const refundDialogStyles = css`
  .irr-refund { display: grid; grid-template-columns: 90px 1fr; gap: 12px 12px; align-items: start; }
  .irr-refund > label, .irr-refund > span { color: ${tokens.textMuted}; padding-top: 4px; }
  .irr-refund > div { padding-top: 4px; }
  .irr-refund > div:has(input, textarea) { padding-top: 0; }
  .irr-refund input, .irr-refund textarea {
    width: 100%; box-sizing: border-box; font: inherit; padding: 4px 8px; color: ${tokens.text};
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-refund input[aria-invalid='true'] { border-color: ${tokens.danger}; }
  .irr-refund-error { grid-column: 2; margin: -6px 0 0; color: ${tokens.danger}; font-size: 12px; }
  .irr-refund-failure { margin: 12px 0 0; color: ${tokens.danger}; }
`;
