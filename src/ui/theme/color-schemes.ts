import { themeTexts } from '../../i18n/zh-CN/theme';

export type ColorSchemeId = keyof typeof themeTexts.schemes;

export interface ColorScheme {
  id: ColorSchemeId;
  name: string;
  /** Custom properties set on the host; the default scheme sets none, so a portal's values show. */
  vars: Readonly<Record<string, string>>;
}

/** Default scheme: the token defaults (or whatever the portal set on the element). */
export const DEFAULT_SCHEME: ColorSchemeId = 'classic';

const palette: Record<ColorSchemeId, Readonly<Record<string, string>>> = {
  classic: {},
  green: { '--irr-primary': '#007a55', '--irr-primary-soft': '#e3f9ef', '--irr-sidebar-bg': '#0b2e24' },
  orange: { '--irr-primary': '#b45309', '--irr-primary-soft': '#fff1e6', '--irr-sidebar-bg': '#2f1d0c' },
  purple: { '--irr-primary': '#7b3fe4', '--irr-primary-soft': '#f2ebff', '--irr-sidebar-bg': '#1f1433' },
  red: { '--irr-primary': '#c0352b', '--irr-primary-soft': '#fdecea', '--irr-sidebar-bg': '#2e1211' },
  light: {
    '--irr-primary': '#0958d9',
    '--irr-primary-soft': '#e6f4ff',
    '--irr-sidebar-bg': '#ffffff',
    '--irr-sidebar-text': '#1f2329',
    '--irr-sidebar-active-bg': '#e6f4ff',
    '--irr-sidebar-active-text': '#0958d9',
    '--irr-sidebar-border': '#e5e6eb',
    '--irr-sidebar-hover-bg': 'rgba(0, 0, 0, 0.04)',
  },
};

/** The six colour schemes of the shell (spec section 2). */
export const colorSchemes: readonly ColorScheme[] = (Object.keys(palette) as ColorSchemeId[]).map((id) => ({
  id,
  name: themeTexts.schemes[id],
  vars: palette[id],
}));

export function isColorSchemeId(value: unknown): value is ColorSchemeId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(palette, value);
}
