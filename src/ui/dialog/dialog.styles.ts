import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const dialogStyles = css`
  .irr-dialog-backdrop { position: fixed; inset: 0; z-index: 2000; background: rgba(0, 0, 0, 0.45); }
  .irr-dialog {
    position: fixed; z-index: 2001; top: 10vh; left: 0; right: 0; margin: 0 auto; box-sizing: border-box;
    max-width: calc(100vw - 32px); max-height: 80vh; display: flex; flex-direction: column;
    background: ${tokens.surface}; color: ${tokens.text}; font: 14px/1.5 ${tokens.font};
    border-radius: ${tokens.radius}; box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2);
  }
  .irr-dialog:focus { outline: none; }
  .irr-dialog [hidden] { display: none !important; }
  .irr-dialog[data-state='maximised'] { top: 0; width: 100vw !important; max-width: none; height: 100vh; max-height: none; border-radius: 0; }
  .irr-dialog[data-state='minimised'] {
    top: auto; right: auto; bottom: 8px; left: calc(8px + var(--irr-dialog-slot, 0) * 248px); margin: 0;
    width: 240px !important; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
  }
  .irr-dialog-header { display: flex; align-items: center; gap: 4px; padding: 10px 12px 10px 20px; border-bottom: 1px solid ${tokens.border}; }
  .irr-dialog[data-state='minimised'] .irr-dialog-header { padding: 4px 4px 4px 12px; border-bottom: 0; }
  .irr-dialog-header h2 { flex: 1; margin: 0; font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .irr-dialog-header button {
    width: 28px; height: 28px; padding: 0; font: inherit; font-size: 16px; cursor: pointer;
    color: ${tokens.textMuted}; background: transparent; border: 0; border-radius: ${tokens.radius};
  }
  .irr-dialog-header button:hover, .irr-dialog-header button:focus-visible { color: ${tokens.text}; background: ${tokens.bg}; }
  .irr-dialog-body { flex: 1; overflow: auto; padding: 20px; }
  .irr-dialog-footer { display: flex; justify-content: flex-end; gap: 8px; padding: 10px 20px; border-top: 1px solid ${tokens.border}; }
`;
