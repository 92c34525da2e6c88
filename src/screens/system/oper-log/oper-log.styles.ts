import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const operLogStyles = css`
  .oper-facts { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px 16px; margin: 0 0 16px; }
  .oper-facts > div { display: flex; gap: 6px; min-width: 0; }
  .oper-facts dt { flex: none; color: ${tokens.textMuted}; }
  .oper-facts dd { margin: 0; overflow-wrap: anywhere; }
  .oper-change { margin-bottom: 16px; }
  .oper-change-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
  .oper-change-head h3 { margin: 0; font-size: 14px; font-weight: 600; }
  .oper-action { padding: 0 6px; border-radius: ${tokens.radius}; background: ${tokens.primarySoft}; color: ${tokens.primary}; }
  .oper-action[data-action='delete'] { background: #fdecea; color: ${tokens.danger}; }
  .oper-row-id { color: ${tokens.textMuted}; }
  .oper-diff { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 13px; }
  .oper-diff th, .oper-diff td { padding: 4px 8px; border: 1px solid ${tokens.border}; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  .oper-diff thead th { background: ${tokens.bg}; font-weight: 600; }
  .oper-diff tbody th { width: 28%; font-weight: normal; color: ${tokens.textMuted}; }
  .oper-diff tr[data-changed] td, .oper-diff tr[data-changed] th { background: #fff7e6; }
  .oper-diff tr[data-changed] td:last-child { color: ${tokens.text}; font-weight: 600; }
  .oper-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
