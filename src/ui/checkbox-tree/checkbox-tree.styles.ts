import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const checkboxTreeStyles = css`
  .irr-checkbox-tree { list-style: none; margin: 0; padding: 0; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-tree-row {
    display: flex; align-items: center; gap: 6px; min-height: 28px; padding-right: 8px; cursor: pointer;
    border-radius: ${tokens.radius}; outline: none;
  }
  .irr-tree-row:hover { background: ${tokens.bg}; }
  .irr-tree-row:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: -2px; }
  .irr-tree-row[aria-disabled='true'] { cursor: default; color: ${tokens.textMuted}; }
  .irr-tree-twisty { flex: none; width: 16px; text-align: center; color: ${tokens.textMuted}; }
  .irr-tree-twisty[data-parent]::before { content: '▸'; }
  [aria-expanded='true'] > .irr-tree-twisty::before { content: '▾'; }
  .irr-tree-box {
    position: relative; flex: none; box-sizing: border-box; width: 14px; height: 14px;
    background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: 2px;
  }
  [aria-checked='true'] > .irr-tree-box, [aria-checked='mixed'] > .irr-tree-box {
    background: ${tokens.primary}; border-color: ${tokens.primary};
  }
  [aria-checked='true'] > .irr-tree-box::after {
    content: ''; position: absolute; left: 3.5px; top: 0.5px; width: 4px; height: 8px;
    border: solid #fff; border-width: 0 2px 2px 0; transform: rotate(45deg);
  }
  [aria-checked='mixed'] > .irr-tree-box::after {
    content: ''; position: absolute; left: 2px; right: 2px; top: 5px; height: 2px; background: #fff;
  }
  [aria-disabled='true'] > .irr-tree-box { opacity: 0.5; }
  .irr-tree-hint {
    overflow: hidden; min-width: 0; font-size: 12px; color: ${tokens.textMuted}; white-space: nowrap; text-overflow: ellipsis;
  }
`;
