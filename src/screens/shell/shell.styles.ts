import { css } from '../../ui/styles/css';
import { tokens } from '../../ui/theme/tokens';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar-width';

/** The shell's own sheet (sidebar, header, tabs, pages); it loads with the shell, after login. */
export const shellStyles = css`
  .shell {
    display: flex; height: var(--irr-console-height, 100vh); min-height: 480px; color: ${tokens.text}; background: ${tokens.bg};
    font: 14px/1.5 ${tokens.font};
  }
  .sidebar {
    flex: none; box-sizing: border-box; width: ${SIDEBAR_WIDTH}px; overflow-x: hidden; overflow-y: auto; transition: width 0.2s;
    background: ${tokens.sidebarBg}; color: ${tokens.sidebarText}; border-right: 1px solid ${tokens.sidebarBorder};
  }
  .shell[data-collapsed] .sidebar { width: ${SIDEBAR_COLLAPSED_WIDTH}px; }
  .brand { height: 50px; display: flex; align-items: center; padding: 0 16px; font-weight: 600; white-space: nowrap; overflow: hidden; }
  .nav, .nav ul { list-style: none; margin: 0; padding: 0; }
  .nav a, .nav button {
    display: flex; align-items: center; gap: 10px; width: 100%; box-sizing: border-box; height: 44px; padding: 0 16px;
    border: 0; background: none; color: inherit; font: inherit; text-decoration: none; cursor: pointer; white-space: nowrap;
  }
  .nav ul a { padding-left: 42px; }
  .shell[data-collapsed] .nav ul a { padding-left: 16px; }
  .nav a:hover, .nav button:hover { background: var(--irr-sidebar-hover-bg, rgba(255, 255, 255, 0.08)); }
  .nav a[aria-current='page'] { background: ${tokens.sidebarActiveBg}; color: ${tokens.sidebarActiveText}; }
  .shell[data-collapsed] .label, .shell[data-collapsed] .caret { display: none; }
  .caret { margin-left: auto; font-size: 10px; transition: transform 0.2s; }
  [aria-expanded='true'] > .caret { transform: rotate(180deg); }
  .icon { flex: none; width: 18px; height: 18px; display: inline-flex; align-items: center; justify-content: center; font-size: 12px; }
  .icon svg { width: 18px; height: 18px; fill: none; stroke: currentColor; stroke-width: 2; }
  .icon-mark { border: 1px solid currentColor; border-radius: 3px; line-height: 1; }
  .main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
  .header {
    flex: none; height: 50px; display: flex; align-items: center; gap: 12px; padding: 0 16px;
    background: ${tokens.headerBg}; border-bottom: 1px solid ${tokens.border};
  }
  .header > * { flex: none; white-space: nowrap; }
  .header .title { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; font-weight: 600; }
  .header .spacer { flex: 1 1 0; }
  .header button, .tabs button {
    border: 1px solid transparent; border-radius: ${tokens.radius}; background: none; color: inherit; font: inherit; cursor: pointer; padding: 4px 8px;
  }
  .header a {
    display: inline-flex; align-items: center; padding: 4px 8px; border: 1px solid transparent; border-radius: ${tokens.radius};
    color: inherit; text-decoration: none;
  }
  .header button:hover, .tabs button:hover, .header a:hover { border-color: ${tokens.border}; }
  .header :is(a, button):focus-visible, .tabs :is(a, button):focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: -2px; }
  .nav :is(a, button):focus-visible { outline: 2px solid ${tokens.sidebarText}; outline-offset: -2px; }
  .nickname { padding-left: 12px; border-left: 1px solid ${tokens.border}; color: ${tokens.textMuted}; white-space: nowrap; }
  /* room on the right so the count sits beside the word, not over it */
  .badge-wrap { position: relative; padding-right: 12px; }
  .badge {
    position: absolute; top: -6px; right: -6px; min-width: 16px; height: 16px; padding: 0 4px; box-sizing: border-box;
    border-radius: 8px; background: ${tokens.danger}; color: #fff; font-size: 11px; line-height: 16px; text-align: center;
  }
  .menu-anchor { position: relative; }
  .menu {
    position: absolute; right: 0; top: calc(100% + 4px); z-index: 100; min-width: 140px; margin: 0; padding: 4px 0; list-style: none;
    background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  }
  .menu button { display: flex; align-items: center; gap: 8px; width: 100%; text-align: left; border-radius: 0; }
  .menu button:focus-visible { outline: 2px solid ${tokens.primary}; }
  .swatch { width: 12px; height: 12px; border-radius: 2px; }
  /* one row whatever the number of tabs: the list scrolls sideways, the buttons beside it never shrink */
  .tabs {
    flex: none; display: flex; align-items: center; gap: 4px; padding: 4px 8px; min-width: 0; overflow: hidden;
    background: ${tokens.headerBg}; border-bottom: 1px solid ${tokens.border};
  }
  .tabs > button { flex: none; white-space: nowrap; }
  .tab-list {
    flex: 1 1 auto; min-width: 0; display: flex; align-items: center; gap: 4px; margin: 0; padding: 0; list-style: none;
    overflow-x: auto; overflow-y: hidden; scrollbar-width: none; overscroll-behavior-x: contain;
  }
  .tab-list::-webkit-scrollbar { display: none; }
  .tabs .tabs-scroll { padding: 4px 6px; line-height: inherit; }
  .tabs .tabs-scroll:disabled { opacity: 0.4; cursor: default; }
  .tab { flex: none; display: inline-flex; align-items: center; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; white-space: nowrap; }
  .tab[data-active] { background: ${tokens.primary}; border-color: ${tokens.primary}; color: #fff; }
  .tab a { padding: 2px 10px; color: inherit; text-decoration: none; }
  .tab button { padding: 0 6px 0 0; }
  .tabs .close-others { margin-left: auto; }
  .pages { flex: 1; min-height: 0; position: relative; }
  .page { position: absolute; inset: 0; overflow: auto; padding: 16px; box-sizing: border-box; }
  .page[hidden] { display: none; }
  /* a phone: the page keeps the whole width; ☰ opens the menu over it, a choice in it closes it (shell.tsx) */
  @media (max-width: 640px) {
    .header { gap: 4px; padding: 0 8px; }
    .nickname { display: none; }
    .shell { position: relative; }
    .shell[data-collapsed] .sidebar { width: 0; border-right: 0; visibility: hidden; }
    .shell:not([data-collapsed]) .sidebar { position: absolute; top: 0; bottom: 0; left: 0; z-index: 50; box-shadow: 4px 0 16px rgba(0, 0, 0, 0.25); }
  }
`;
