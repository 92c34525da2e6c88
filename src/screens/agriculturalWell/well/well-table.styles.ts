import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const wellTableStyles = css`
  .irr-well-select {
    padding: 0; font: inherit; color: ${tokens.primary}; background: none; border: 0; cursor: pointer; text-decoration: underline;
  }
  .irr-well-select:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: 2px; }
`;
