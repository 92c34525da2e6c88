import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

/** The monitor's summary strip, live state, level tags, changed cells and command outcomes. */
export const monitorStyles = css`
  .irr-monitor-summary { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 12px; padding: 0; }
  .irr-monitor-summary > div {
    min-width: 140px; padding: 10px 16px; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-monitor-summary dt { color: ${tokens.textMuted}; font-size: 13px; }
  .irr-monitor-summary dd { margin: 4px 0 0; font-size: 24px; font-weight: 600; }
  .irr-monitor-summary [data-alert] dd { color: ${tokens.danger}; }
  .irr-live-state { align-self: center; font-size: 13px; color: ${tokens.textMuted}; }
  .irr-live-state::before {
    content: ''; display: inline-block; width: 8px; height: 8px; margin-right: 6px; border-radius: 50%; background: ${tokens.success};
  }
  .irr-live-state[data-down] { color: ${tokens.danger}; }
  .irr-live-state[data-down]::before { background: ${tokens.danger}; }
  .irr-transport-tag { font-size: 12px; color: ${tokens.textMuted}; }
  .irr-transport-tag[data-transport='szy206'], .irr-transport-tag[data-transport='sl651'] { color: ${tokens.text}; }
  .irr-level-tag { display: inline-block; padding: 0 6px; border: 1px solid currentColor; border-radius: 2px; font-size: 12px; line-height: 18px; }
  .irr-level-tag[data-state='normal'] { color: ${tokens.textMuted}; }
  .irr-level-tag[data-state='overLimit'], .irr-level-tag[data-state='belowLimit'] { color: ${tokens.danger}; }
  .irr-live-cell { transition: background-color 0.6s; border-radius: 2px; }
  .irr-live-cell[data-flash] { background-color: ${tokens.primarySoft}; transition: none; }
  .irr-command-state { display: block; font-size: 12px; color: ${tokens.textMuted}; }
  .irr-command-state[data-phase='ACKED'] { color: ${tokens.text}; font-weight: 600; }
  .irr-command-state[data-phase='REFUSED'], .irr-command-state[data-phase='TIMEOUT'] { color: ${tokens.danger}; }
`;
