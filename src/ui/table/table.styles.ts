import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

/**
 * Fixed columns stick only from 2000 px of viewport width up (spec section 9): narrower, every
 * column scrolls with the table, so a small screen is not mostly frozen columns.
 */
export const tableStyles = css`
  .irr-table-wrap { position: relative; overflow: auto; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; background: ${tokens.surface}; }
  .irr-table { width: 100%; border-collapse: separate; border-spacing: 0; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-table caption { padding: 8px 12px; text-align: left; font-weight: 600; }
  .irr-table th, .irr-table td { padding: 9px 12px; text-align: left; border-bottom: 1px solid ${tokens.border}; background: ${tokens.surface}; white-space: nowrap; }
  .irr-table th { background: ${tokens.bg}; font-weight: 600; position: sticky; top: 0; z-index: 2; }
  .irr-table [data-align='center'] { text-align: center; }
  .irr-table [data-align='right'] { text-align: right; }
  .irr-table tbody tr:hover td { background: ${tokens.primarySoft}; }
  .irr-table tr[aria-selected='true'] td { background: ${tokens.primarySoft}; }
  .irr-table .irr-table-state { text-align: center; color: ${tokens.textMuted}; padding: 32px 12px; }
  .irr-table[aria-busy='true'] tbody { opacity: 0.6; }
  @media (min-width: 2000px) {
    .irr-table [data-fixed='left'] { position: sticky; left: var(--irr-fixed-offset); z-index: 1; }
    .irr-table [data-fixed='right'] { position: sticky; right: var(--irr-fixed-offset); z-index: 1; }
    .irr-table th[data-fixed] { z-index: 3; }
    .irr-table [data-fixed='left'][data-edge] { box-shadow: 4px 0 6px -4px rgba(0, 0, 0, 0.15); }
    .irr-table [data-fixed='right'][data-edge] { box-shadow: -4px 0 6px -4px rgba(0, 0, 0, 0.15); }
  }
`;
