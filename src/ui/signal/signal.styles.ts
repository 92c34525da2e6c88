import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const signalStyles = css`
  .irr-signal { display: inline-flex; align-items: flex-end; gap: 6px; font: 13px/1 ${tokens.font}; color: ${tokens.text}; }
  .irr-signal-bars { display: inline-flex; align-items: flex-end; gap: 2px; height: 14px; }
  .irr-signal-bar { width: 4px; border-radius: 1px; background: ${tokens.border}; }
  .irr-signal-bar:nth-child(1) { height: 6px; }
  .irr-signal-bar:nth-child(2) { height: 10px; }
  .irr-signal-bar:nth-child(3) { height: 14px; }
  .irr-signal[data-intensity='LOW'] .irr-signal-bar[data-lit] { background: ${tokens.danger}; }
  .irr-signal[data-intensity='MEDIUM'] .irr-signal-bar[data-lit] { background: var(--irr-warning, #d46b08); }
  .irr-signal[data-intensity='HIGH'] .irr-signal-bar[data-lit] { background: ${tokens.success}; }
  .irr-signal[data-intensity='OFFLINE'] .irr-signal-text { color: ${tokens.textMuted}; }
`;
