import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const paramStyles = css`
  .param-page { max-width: 560px; }
  .param-intro, .param-note, .param-state { margin: 0 0 16px; color: ${tokens.textMuted}; }
  .param-note { font-size: 12px; }
  .param-list { display: grid; gap: 8px; margin: 0; }
  .param-list > div { display: grid; grid-template-columns: 120px 1fr; gap: 12px; }
  .param-list dt { text-align: right; color: ${tokens.textMuted}; }
  .param-list dd { margin: 0; }
`;
