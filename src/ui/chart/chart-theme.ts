import type uPlot from 'uplot';

/** A colour of the theme for a canvas: its custom property, and what stands when the page sets none. */
export interface ThemeColor {
  property: string;
  fallback: string;
}

/** The axes' text and their grid and ticks. */
export const AXIS_COLORS = {
  text: { property: '--irr-text-muted', fallback: '#646a73' },
  grid: { property: '--irr-border', fallback: '#e5e6eb' },
} as const satisfies Record<string, ThemeColor>;

/** The theme's colours as they resolve at `el` (a canvas takes no CSS variables). */
export function resolveColors<K extends string>(el: Element, colors: Readonly<Record<K, ThemeColor>>): Record<K, string> {
  const style = getComputedStyle(el);
  const entries = Object.entries<ThemeColor>(colors).map(([key, c]) => [key, style.getPropertyValue(c.property).trim() || c.fallback]);
  return Object.fromEntries(entries) as Record<K, string>;
}

const FONT = '12px sans-serif';

/** An axis in the console's look: muted text, a light grid and ticks (spread it and add the axis's own options). */
export const chartAxis = (colors: { text: string; grid: string }) =>
  ({
    stroke: colors.text,
    font: FONT,
    labelFont: FONT,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  }) satisfies uPlot.Axis;
