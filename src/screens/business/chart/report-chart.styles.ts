import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';
import { uplotStyles } from '../../../ui/chart/uplot.styles';

/** The chart's frame: the canvas full width, the caption's series names with their colours. */
const frameStyles = css`
  .irr-report-chart { margin: 0; padding: 12px; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .irr-report-chart-plot { width: 100%; min-height: 240px; }
  .irr-report-chart figcaption { display: flex; gap: 16px; justify-content: center; color: ${tokens.textMuted}; }
  .irr-report-chart-key { display: inline-block; width: 12px; height: 12px; margin-right: 4px; vertical-align: middle; border-radius: 2px; }
`;

export const reportChartStyles = [uplotStyles, frameStyles] as const;
