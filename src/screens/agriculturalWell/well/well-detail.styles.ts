import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const wellDetailStyles = css`
  .irr-well-detail { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px 24px; margin: 0 0 16px; }
  .irr-well-detail > div { display: flex; gap: 8px; min-width: 0; }
  .irr-well-detail dt { flex: none; width: 110px; color: ${tokens.textMuted}; }
  .irr-well-detail dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .irr-well-detail dd[data-alert] { color: ${tokens.danger}; }
  .irr-well-detail a { color: ${tokens.primary}; }
  .irr-device-secret { display: flex; gap: 8px; margin-top: 4px; }
  .irr-device-secret input { flex: 1; font-family: ui-monospace, Menlo, Consolas, monospace; }
`;
