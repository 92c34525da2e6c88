import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

/** Spec section 9: the result table is 200 px high. */
export const DROPDOWN_TABLE_HEIGHT = 200;

export const dropdownSearchTableStyles = css`
  .irr-dst { display: inline-flex; flex-direction: column; gap: 4px; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-dst input { width: 240px; }
  .irr-popover.irr-dst-panel { height: ${DROPDOWN_TABLE_HEIGHT}px; padding: 0; overflow: auto; }
  .irr-dst-panel table { width: 100%; border-collapse: collapse; }
  .irr-dst-panel th, .irr-dst-panel td { padding: 6px 10px; text-align: left; white-space: nowrap; border-bottom: 1px solid ${tokens.border}; }
  .irr-dst-panel th { position: sticky; top: 0; background: ${tokens.bg}; font-weight: 600; }
  .irr-dst-panel tr[role='option'] { cursor: pointer; }
  .irr-dst-panel tr[aria-selected='true'] td { background: ${tokens.primarySoft}; }
  .irr-dst-panel .irr-dst-empty { padding: 16px; text-align: center; color: ${tokens.textMuted}; }
  .irr-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
