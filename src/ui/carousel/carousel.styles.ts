import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const carouselStyles = css`
  .irr-carousel { position: relative; overflow: hidden; font: 14px ${tokens.font}; color: ${tokens.text}; border-radius: ${tokens.radius}; }
  .irr-carousel-track { display: flex; transition: transform 0.4s ease; }
  .irr-carousel-slide { flex: 0 0 100%; min-width: 0; }
  .irr-carousel-controls { display: flex; align-items: center; justify-content: center; gap: 6px; padding: 6px 0; }
  .irr-carousel button { font: inherit; cursor: pointer; border: 1px solid ${tokens.border}; background: ${tokens.surface}; color: ${tokens.text}; border-radius: ${tokens.radius}; padding: 2px 8px; }
  .irr-carousel button:focus-visible { outline: 2px solid ${tokens.primary}; }
  .irr-carousel-dot { width: 24px; height: 24px; padding: 0; border-radius: 50%; }
  .irr-carousel-dot[aria-current='true'] { background: ${tokens.primary}; border-color: ${tokens.primary}; }
  @media (prefers-reduced-motion: reduce) { .irr-carousel-track { transition: none; } }
`;
