/**
 * The console's themable values: each reads an inherited `--irr-*` custom property with its default,
 * so a portal can set them on the element and a colour scheme can set them on the host.
 */
export const tokens = {
  /** --irr-primary [#0958d9] */
  primary: 'var(--irr-primary, #0958d9)',
  /** --irr-primary-soft [#e6f4ff]: selected rows, active tab background */
  primarySoft: 'var(--irr-primary-soft, #e6f4ff)',
  /** --irr-sidebar-bg [#001529] */
  sidebarBg: 'var(--irr-sidebar-bg, #001529)',
  /** --irr-sidebar-text [#d9e1ea] */
  sidebarText: 'var(--irr-sidebar-text, #d9e1ea)',
  /** --irr-sidebar-active-bg [#0958d9] */
  sidebarActiveBg: 'var(--irr-sidebar-active-bg, var(--irr-primary, #0958d9))',
  /** --irr-sidebar-active-text [#ffffff] */
  sidebarActiveText: 'var(--irr-sidebar-active-text, #ffffff)',
  /** --irr-sidebar-border [transparent]: the line between sidebar and page (a light sidebar needs one) */
  sidebarBorder: 'var(--irr-sidebar-border, transparent)',
  /** --irr-header-bg [#ffffff] */
  headerBg: 'var(--irr-header-bg, #ffffff)',
  /** --irr-text [#1f2329] */
  text: 'var(--irr-text, #1f2329)',
  /** --irr-text-muted [#646a73] */
  textMuted: 'var(--irr-text-muted, #646a73)',
  /** --irr-border [#e5e6eb] */
  border: 'var(--irr-border, #e5e6eb)',
  /** --irr-bg [#f5f6f8]: page background */
  bg: 'var(--irr-bg, #f5f6f8)',
  /** --irr-surface [#ffffff]: cards, dialogs */
  surface: 'var(--irr-surface, #ffffff)',
  /** --irr-danger [#d92d20] */
  danger: 'var(--irr-danger, #d92d20)',
  /** --irr-success [#00b42a] */
  success: 'var(--irr-success, #00b42a)',
  /** --irr-radius [4px] */
  radius: 'var(--irr-radius, 4px)',
  /** --irr-font [system sans-serif] */
  font: 'var(--irr-font, -apple-system, "PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif)',
} as const;
