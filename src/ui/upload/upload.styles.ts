import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const uploadStyles = css`
  .irr-upload { font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-upload ul { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0; }
  .irr-upload li { position: relative; width: 104px; height: 104px; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; overflow: hidden; }
  .irr-upload-thumb { display: block; width: 100%; height: 100%; padding: 0; border: 0; background: ${tokens.bg}; cursor: zoom-in; }
  .irr-upload-thumb img { width: 100%; height: 100%; object-fit: cover; }
  .irr-upload-remove {
    position: absolute; top: 2px; right: 2px; width: 24px; height: 24px; padding: 0; border: 0; border-radius: 50%;
    background: rgba(0, 0, 0, 0.6); color: #fff; font: 16px/24px ${tokens.font}; cursor: pointer;
  }
  .irr-upload-add {
    width: 104px; height: 104px; border: 1px dashed ${tokens.border}; border-radius: ${tokens.radius};
    background: ${tokens.surface}; color: ${tokens.textMuted}; font: inherit; cursor: pointer;
  }
  .irr-upload button:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: 1px; }
  .irr-upload input[type='file'] { display: none; }
  .irr-upload-message { margin: 4px 0 0; min-height: 1.5em; font-size: 12px; color: ${tokens.danger}; }
  .irr-upload-preview { display: block; max-width: 100%; max-height: 60vh; margin: 0 auto; }
`;
