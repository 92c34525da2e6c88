import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const sparklineStyles = css`
  .irr-sparkline { display: block; overflow: visible; }
  .irr-sparkline path { fill: none; stroke: ${tokens.primary}; stroke-width: 1.5; stroke-linejoin: round; stroke-linecap: round; }
  .irr-sparkline circle { fill: ${tokens.primary}; }
  .irr-sparkline-none { stroke: ${tokens.border}; stroke-width: 1.5; stroke-dasharray: 3 3; }
`;
