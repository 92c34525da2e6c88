/** The hours chart's colours on the wall (the big screen is dark whatever the console's theme): the canvas and the caption's keys. */
export const HOUR_CHART_COLORS = { water: '#3fa9ff', power: '#ffb648', text: '#9fb3d9', grid: '#1d3a70' } as const;
