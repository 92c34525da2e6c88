import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const printStyles = css`
  .irr-print-missing {
    position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: 3000;
    min-width: 280px; max-width: 480px; padding: 12px 16px; border-radius: ${tokens.radius};
    background: ${tokens.surface}; color: ${tokens.text}; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
    border-left: 4px solid ${tokens.danger};
  }
  .irr-print-missing p { margin: 0 0 8px; }
  .irr-print-missing a { color: ${tokens.primary}; }
  .irr-print-missing footer { display: flex; justify-content: flex-end; gap: 8px; }
`;
