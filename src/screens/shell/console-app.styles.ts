import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

/** What the console needs before the shell loads: the host, the timeout notice, page states. */
export const consoleAppStyles = css`
  :host { display: block; position: relative; }
  .page-state { padding: 24px; color: ${tokens.textMuted}; }
  /* over the top of the login page (its form is centred), so the page does not grow a scrollbar */
  .timeout {
    position: absolute; top: 0; left: 0; right: 0; z-index: 10; box-sizing: border-box;
    margin: 0; padding: 10px 16px; background: #fff7e6; color: #ad4e00; border-bottom: 1px solid #ffd591; text-align: center;
    font: 14px/1.5 ${tokens.font};
  }
  .timeout button {
    margin-left: 12px; padding: 0; border: 0; background: none; color: #ad4e00; font: inherit; text-decoration: underline; cursor: pointer;
  }
  .timeout button:focus-visible { outline: 2px solid #ad4e00; outline-offset: 2px; }
`;
