import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const sortableListStyles = css`
  .irr-sortable { list-style: none; margin: 0; padding: 0; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-sortable li {
    display: flex; align-items: center; gap: 8px; padding: 6px 8px; margin-bottom: 4px;
    background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-sortable li[data-grabbed] { border-color: ${tokens.primary}; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15); }
  .irr-sortable-handle {
    touch-action: none; cursor: grab; padding: 2px 6px; font: inherit; color: ${tokens.textMuted};
    background: none; border: 1px solid transparent; border-radius: ${tokens.radius};
  }
  .irr-sortable-handle[aria-pressed='true'] { cursor: grabbing; color: ${tokens.primary}; border-color: ${tokens.primary}; }
  .irr-sortable-handle:focus-visible { outline: 2px solid ${tokens.primary}; }
  .irr-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
