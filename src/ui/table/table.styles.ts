import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

/**
 * Fixed columns stick at every width (spec section 9's "fixed columns become responsive below
 * 2000 px": below it the table is wider than its box, and the key and 操作 stay in reach); the
 * edge casts its shadow only while columns are hidden behind it (use-hidden-sides.ts). Widths
 * include the padding, so the sticky offsets, made of the widths, meet the columns' real edges.
 */
export const tableStyles = css`
  .irr-table-wrap { position: relative; overflow: auto; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; background: ${tokens.surface}; }
  .irr-table { width: 100%; border-collapse: separate; border-spacing: 0; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-table caption { padding: 8px 12px; text-align: left; font-weight: 600; }
  .irr-table th, .irr-table td { box-sizing: border-box; padding: 9px 12px; text-align: left; border-bottom: 1px solid ${tokens.border}; background: ${tokens.surface}; white-space: nowrap; }
  .irr-table th { background: ${tokens.bg}; font-weight: 600; position: sticky; top: 0; z-index: 2; }
  .irr-table [data-align='center'] { text-align: center; }
  .irr-table [data-align='right'] { text-align: right; }
  .irr-table tbody tr:hover td { background: ${tokens.primarySoft}; }
  .irr-table tr[aria-selected='true'] td { background: ${tokens.primarySoft}; }
  /* a state is as wide as the box's view and held at its left edge: centred in view however wide the table */
  .irr-table .irr-table-state { padding: 0; color: ${tokens.textMuted}; white-space: normal; }
  .irr-table-state-box {
    position: sticky; left: 0; box-sizing: border-box; width: var(--irr-table-view, 100%); padding: 32px 12px;
    display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center;
  }
  .irr-table-state-icon { width: 40px; height: 32px; }
  /* an empty tray */
  .irr-table-state-box[data-state='empty'] .irr-table-state-icon {
    border: 2px solid ${tokens.border}; border-top: 0; border-radius: 0 0 6px 6px; height: 14px; margin-top: 18px; position: relative;
  }
  .irr-table-state-box[data-state='empty'] .irr-table-state-icon::before {
    content: ''; position: absolute; left: 8px; right: 8px; top: -10px; border-top: 2px solid ${tokens.border};
  }
  .irr-table-state-box[data-state='loading'] .irr-table-state-icon {
    width: 24px; height: 24px; border-radius: 50%; border: 3px solid ${tokens.border}; border-top-color: ${tokens.primary};
    animation: irr-table-spin 0.8s linear infinite;
  }
  .irr-table-state-box[data-state='error'] { color: ${tokens.danger}; }
  .irr-table-state-box[data-state='error'] .irr-table-state-icon {
    width: 28px; height: 28px; border-radius: 50%; background: ${tokens.danger};
  }
  .irr-table-state-box[data-state='error'] .irr-table-state-icon::before {
    content: '!'; display: block; color: #fff; font-weight: 700; line-height: 28px; text-align: center;
  }
  @keyframes irr-table-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .irr-table-state-box[data-state='loading'] .irr-table-state-icon { animation: none; } }
  .irr-table[aria-busy='true'] tbody { opacity: 0.6; }
  .irr-table [data-fixed='left'] { position: sticky; left: var(--irr-fixed-offset); z-index: 1; }
  .irr-table [data-fixed='right'] { position: sticky; right: var(--irr-fixed-offset); z-index: 1; }
  .irr-table th[data-fixed] { z-index: 3; }
  .irr-table-wrap[data-hidden-left] [data-fixed='left'][data-edge] { box-shadow: 4px 0 6px -4px rgba(0, 0, 0, 0.15); }
  .irr-table-wrap[data-hidden-right] [data-fixed='right'][data-edge] { box-shadow: -4px 0 6px -4px rgba(0, 0, 0, 0.15); }
  /* no width of its own: the cell's width (the column's) holds it, and the text is cut there */
  .irr-table .irr-cell-ellipsis { display: block; width: 0; min-width: 100%; overflow: hidden; text-overflow: ellipsis; }
  /* the row's buttons small, so that 操作 takes little of a laptop's width */
  .irr-table td .irr-button { padding: 1px 8px; }
  .irr-table td .irr-button + .irr-button { margin-left: 6px; }
`;
