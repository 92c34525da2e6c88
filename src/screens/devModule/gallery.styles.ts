import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

export const galleryStyles = css`
  .gallery { display: flex; flex-direction: column; gap: 16px; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .gallery h1 { margin: 0; font-size: 18px; }
  .gallery > p { margin: 0; color: ${tokens.textMuted}; }
  .gallery section { padding: 16px; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .gallery h2 { margin: 0; font-size: 15px; }
  .gallery h2 button { display: flex; align-items: center; gap: 8px; width: 100%; padding: 0; font: inherit; color: inherit; text-align: left; background: none; border: 0; cursor: pointer; }
  .gallery h2 button::before { content: '▸'; color: ${tokens.textMuted}; }
  .gallery h2 button[aria-expanded='true']::before { content: '▾'; }
  .gallery h2 button:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: 2px; }
  .gallery .demo-body { margin-top: 12px; }
  .gallery .demo-row { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; }
  .gallery .demo-slide { display: flex; align-items: center; justify-content: center; height: 120px; background: ${tokens.primarySoft}; }
`;
