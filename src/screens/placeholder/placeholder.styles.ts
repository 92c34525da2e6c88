import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

export const placeholderStyles = css`
  .placeholder h1 { margin: 0 0 4px; font-size: 18px; }
  .placeholder .note { margin: 0 0 16px; color: ${tokens.textMuted}; }
  .placeholder form, .placeholder .pager { display: flex; gap: 8px; align-items: center; margin-bottom: 12px; }
  .placeholder input, .placeholder textarea, .placeholder button {
    font: inherit; padding: 4px 8px; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; background: ${tokens.surface};
  }
  .placeholder button[type='submit'] { background: ${tokens.primary}; border-color: ${tokens.primary}; color: #fff; }
  .placeholder ol { margin: 0; padding: 0; list-style: none; background: ${tokens.surface}; border: 1px solid ${tokens.border}; }
  .placeholder li { padding: 10px 12px; border-bottom: 1px solid ${tokens.border}; }
`;
