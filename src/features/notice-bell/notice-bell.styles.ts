import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';

export const noticeBellStyles = css`
  .irr-bell {
    position: relative; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
    border: 0; border-radius: ${tokens.radius}; background: none; color: ${tokens.text}; cursor: pointer;
  }
  .irr-bell:hover, .irr-bell[aria-expanded="true"] { background: ${tokens.primarySoft}; }
  .irr-bell:focus-visible { outline: 2px solid ${tokens.primary}; }
  .irr-bell svg { width: 20px; height: 20px; fill: none; stroke: currentColor; stroke-width: 2; }
  .irr-bell-badge {
    position: absolute; top: 0; right: 0; min-width: 16px; height: 16px; padding: 0 4px; box-sizing: border-box;
    border-radius: 8px; background: ${tokens.danger}; color: #fff; font: 11px/16px ${tokens.font}; text-align: center;
  }
  .irr-notice-panel { width: 320px; padding: 4px 0; }
  .irr-notice-top { display: flex; align-items: baseline; justify-content: space-between; padding: 4px 12px 8px; border-bottom: 1px solid ${tokens.border}; }
  .irr-notice-top h2 { margin: 0; font-size: 14px; }
  .irr-notice-panel ul { margin: 0; padding: 0; list-style: none; }
  .irr-notice-item { padding: 8px 12px; }
  .irr-notice-item + .irr-notice-item { border-top: 1px solid ${tokens.border}; }
  .irr-notice-head { display: flex; align-items: baseline; gap: 8px; }
  .irr-notice-open {
    flex: 1; min-width: 0; padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: left;
    cursor: pointer; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  }
  .irr-notice-item[data-unread] .irr-notice-open { font-weight: 600; }
  .irr-notice-item[data-unread] .irr-notice-open::before {
    content: ''; display: inline-block; width: 6px; height: 6px; margin-right: 6px; border-radius: 50%;
    background: ${tokens.danger}; vertical-align: middle;
  }
  .irr-notice-item time, .irr-notice-state { color: ${tokens.textMuted}; font-size: 12px; }
  .irr-notice-item p { margin: 6px 0 0; white-space: pre-wrap; }
  .irr-notice-link {
    padding: 0; border: 0; background: none; color: ${tokens.primary}; font: inherit; font-size: 12px; cursor: pointer; white-space: nowrap;
  }
  .irr-notice-link:hover { text-decoration: underline; }
  .irr-notice-state { padding: 12px; margin: 0; text-align: center; }
`;
