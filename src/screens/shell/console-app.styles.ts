import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

/** What the console needs before the shell loads: the host, the timeout notice, page states. */
export const consoleAppStyles = css`
  :host { display: block; }
  .page-state { padding: 24px; color: ${tokens.textMuted}; }
  .timeout {
    margin: 0; padding: 10px 16px; background: #fff7e6; color: #ad4e00; border-bottom: 1px solid #ffd591; text-align: center;
  }
`;
