import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

/**
 * uPlot's own stylesheet (uplot/dist/uPlot.min.css, MIT, version 1.6) as a sheet of the element's
 * shadow root: the page's stylesheets do not reach in, and the bundle has no CSS loader. The legend
 * rules are left out (the console's charts draw none: a caption or a readout names the series).
 */
export const uplotStyles = css`
  .uplot, .uplot *, .uplot *::before, .uplot *::after { box-sizing: border-box; }
  .uplot { font-family: ${tokens.font}; line-height: 1.5; width: min-content; }
  .u-title { text-align: center; font-size: 18px; font-weight: bold; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
  .u-axis { position: absolute; }
  .u-select { background: rgba(0, 0, 0, 0.07); position: absolute; pointer-events: none; }
  .u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
  .u-hz .u-cursor-x, .u-vt .u-cursor-y { height: 100%; border-right: 1px dashed #607d8b; }
  .u-hz .u-cursor-y, .u-vt .u-cursor-x { width: 100%; border-bottom: 1px dashed #607d8b; }
  .u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; will-change: transform; background-clip: padding-box !important; }
  .u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
`;
