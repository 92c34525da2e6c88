import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const feedbackStyles = css`
  .irr-toasts {
    position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: 3000;
    display: flex; flex-direction: column; align-items: center; gap: 8px; pointer-events: none;
  }
  .irr-toast {
    pointer-events: auto; min-width: 240px; max-width: 480px; padding: 9px 16px; border-radius: ${tokens.radius};
    background: ${tokens.surface}; color: ${tokens.text}; font: 14px/1.5 ${tokens.font};
    box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12); border-left: 4px solid ${tokens.primary};
  }
  .irr-toast[data-level='error'] { border-left-color: ${tokens.danger}; }
  .irr-toast[data-level='success'] { border-left-color: ${tokens.success}; }
  .irr-alert-backdrop {
    position: fixed; inset: 0; z-index: 2900; background: rgba(0, 0, 0, 0.45);
    display: flex; align-items: center; justify-content: center;
  }
  .irr-alert {
    width: min(420px, 90vw); padding: 20px 24px; border-radius: ${tokens.radius}; background: ${tokens.surface};
    color: ${tokens.text}; font: 14px/1.6 ${tokens.font}; box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2);
  }
  .irr-alert h2 { margin: 0 0 8px; font-size: 16px; }
  .irr-alert footer { margin-top: 20px; text-align: right; }
  .irr-alert button {
    padding: 6px 18px; border: 0; border-radius: ${tokens.radius}; background: ${tokens.primary}; color: #fff;
    font: inherit; cursor: pointer;
  }
  .irr-loading {
    position: fixed; inset: 0; z-index: 2800; display: flex; align-items: center; justify-content: center;
    background: rgba(255, 255, 255, 0.55); color: ${tokens.primary}; font: 14px ${tokens.font};
  }
  .irr-spinner {
    width: 32px; height: 32px; margin-right: 10px; border-radius: 50%;
    border: 3px solid ${tokens.primarySoft}; border-top-color: ${tokens.primary}; animation: irr-spin 0.8s linear infinite;
  }
  @keyframes irr-spin { to { transform: rotate(360deg); } }
`;
