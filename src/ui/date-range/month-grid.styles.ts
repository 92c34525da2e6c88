import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const monthGridStyles = css`
  .irr-month { font: 14px/1.4 ${tokens.font}; color: ${tokens.text}; }
  .irr-month-head { display: flex; align-items: center; justify-content: space-between; margin-bottom: 6px; }
  .irr-month-head h3 { margin: 0; font-size: 14px; font-weight: 600; }
  .irr-month-head button, .irr-month td button {
    font: inherit; color: inherit; background: none; border: 1px solid transparent; border-radius: ${tokens.radius}; cursor: pointer;
  }
  .irr-month-head button { padding: 2px 8px; border-color: ${tokens.border}; }
  .irr-month table { border-collapse: collapse; }
  .irr-month th { font-weight: normal; color: ${tokens.textMuted}; padding: 4px; }
  .irr-month td { padding: 1px; text-align: center; }
  .irr-month td button { min-width: 36px; min-height: 32px; padding: 2px 4px; }
  .irr-month td button:hover:not([aria-disabled='true']) { border-color: ${tokens.primary}; }
  .irr-month td button:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: 1px; }
  .irr-month td[data-outside] button { color: ${tokens.textMuted}; }
  .irr-month td[data-in-range] button { background: ${tokens.primarySoft}; }
  .irr-month td[aria-selected='true'] button { background: ${tokens.primary}; color: #fff; }
  .irr-month .irr-vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .irr-month td button { position: relative; }
  .irr-month td button[aria-disabled='true'] { color: ${tokens.textMuted}; opacity: 0.6; cursor: not-allowed; text-decoration: line-through; }
`;
