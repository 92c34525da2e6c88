import { css } from '../../../ui/styles/css';
import { HOUR_CHART_COLORS } from './hour-chart-colors';
import { LABEL_SIZE } from './well-map-layout';

const STATE_COLORS = { running: '#3fa9ff', online: '#36d399', offline: '#6b7a99', level: '#ff6b6b', stopped: '#b08cff' } as const;
const byState = (rule: (color: string) => string, selector: (state: string) => string) =>
  Object.entries(STATE_COLORS)
    .map(([state, color]) => `${selector(state)} { ${rule(color)} }`)
    .join('\n');

/**
 * The big screen: a 1920×1080 stage laid out once and scaled whole to its box (the console's page,
 * the whole screen in 全屏, or the window at /bigScreen/wall), dark whatever the console's theme,
 * for a control room's wall. Every figure stays on one line (nowrap) and every text that may run
 * long is ellipsised with the whole of it on hover; the cards have fixed rows, so none overflows.
 */
export const bigScreenStyles = css`
  .irr-bs { position: relative; width: 100%; aspect-ratio: 16 / 9; overflow: hidden; background: #050b1a; }
  .irr-bs:fullscreen { aspect-ratio: auto; width: 100vw; height: 100vh; }
  .irr-bs[data-wall] { position: fixed; inset: 0; width: auto; height: auto; aspect-ratio: auto; }
  .irr-bs-stage {
    position: absolute; left: 50%; top: 50%; width: 1920px; height: 1080px; transform-origin: center; box-sizing: border-box;
    display: grid; grid-template-columns: 500px minmax(0, 1fr) 500px; grid-template-rows: 84px minmax(0, 1fr); gap: 20px; padding: 0 24px 24px;
    color: #d6e4ff; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; line-height: 1.4;
    background: radial-gradient(ellipse at center, #0d2150 0%, #050b1a 70%);
  }
  .irr-bs-stage *, .irr-bs-stage *::before { box-sizing: border-box; }
  .irr-bs-header { grid-column: 1 / -1; display: flex; align-items: center; justify-content: space-between; gap: 24px; border-bottom: 1px solid #1d3a70; }
  .irr-bs-header h2 { margin: 0; font-size: 38px; letter-spacing: 6px; color: #ffffff; white-space: nowrap; }
  .irr-bs-header-side { display: flex; align-items: center; gap: 20px; font-size: 20px; white-space: nowrap; }
  .irr-bs-live::before { content: ''; display: inline-block; width: 12px; height: 12px; margin-right: 8px; border-radius: 50%; background: #36d399; }
  .irr-bs-live[data-live='connecting']::before { background: #ffb648; }
  .irr-bs-live[data-live='reconnecting']::before { background: #ff6b6b; }
  .irr-bs-button {
    padding: 6px 16px; font: inherit; font-size: 18px; color: #d6e4ff; background: transparent; border: 1px solid #3a5fa8; border-radius: 4px;
    cursor: pointer; text-decoration: none;
  }
  .irr-bs-column { display: flex; flex-direction: column; gap: 16px; min-height: 0; min-width: 0; }
  .irr-bs-card { padding: 14px 20px 16px; background: rgba(16, 40, 90, 0.55); border: 1px solid #1d3a70; border-radius: 8px; min-width: 0; }
  .irr-bs-card h3 { margin: 0 0 10px; font-size: 22px; line-height: 30px; color: #8fb4ff; font-weight: 500; white-space: nowrap; }
  .irr-bs-grow { flex: 1; min-height: 0; display: flex; flex-direction: column; overflow: hidden; }
  .irr-bs-none { margin: 0; font-size: 20px; color: #9fb3d9; }
  .irr-bs-figure { white-space: nowrap; font-variant-numeric: tabular-nums; }

  .irr-bs-kpis { display: grid; gap: 12px; margin: 0; }
  .irr-bs-kpis > div { min-width: 0; padding: 10px 16px; background: rgba(5, 20, 50, 0.6); border-radius: 6px; }
  .irr-bs-kpis dt { font-size: 18px; color: #9fb3d9; white-space: nowrap; }
  .irr-bs-kpis dd { margin: 0; font-weight: 700; color: #ffffff; white-space: nowrap; }
  .irr-bs-kpis [data-alert] dd { color: #ff8a8a; }
  .irr-bs-kpis[data-layout='grid'] { grid-template-columns: 1fr 1fr; }
  .irr-bs-kpis[data-layout='grid'] dd { font-size: 40px; line-height: 52px; }
  .irr-bs-kpis[data-layout='rows'] { gap: 8px; }
  .irr-bs-kpis[data-layout='rows'] > div { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; padding: 6px 16px; }
  .irr-bs-kpis[data-layout='rows'] dd { font-size: 30px; line-height: 40px; }

  .irr-bs-states { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; font-size: 20px; }
  .irr-bs-states li { display: grid; grid-template-columns: 100px minmax(0, 1fr) 72px; align-items: center; gap: 12px; height: 34px; }
  .irr-bs-state-name { white-space: nowrap; }
  .irr-bs-state-bar { height: 12px; background: rgba(5, 20, 50, 0.8); border-radius: 6px; overflow: hidden; }
  .irr-bs-state-bar > span { display: block; height: 100%; border-radius: 6px; }
  .irr-bs-states .irr-bs-figure { text-align: right; font-size: 24px; font-weight: 700; color: #ffffff; }
  ${byState(
    (c) => `background: ${c};`,
    (s) => `.irr-bs-states [data-state='${s}'] .irr-bs-state-bar > span`,
  )}

  .irr-bs-rank { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; font-size: 20px; }
  .irr-bs-rank li { display: grid; grid-template-columns: 32px minmax(0, 1fr) auto; align-items: center; gap: 12px; height: 36px; }
  .irr-bs-rank-no { width: 28px; height: 28px; border-radius: 4px; background: #1d3a70; color: #d6e4ff; text-align: center; line-height: 28px; font-size: 16px; }
  .irr-bs-rank-no[data-top] { background: #2f6bd8; color: #ffffff; }
  .irr-bs-rank-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .irr-bs-rank .irr-bs-figure { font-size: 22px; font-weight: 700; color: #ffffff; }

  .irr-bs-alarms { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; font-size: 18px; }
  .irr-bs-alarms li {
    flex: none; display: grid; grid-template-columns: 110px 120px minmax(0, 1fr); align-items: center; gap: 10px; height: 36px; padding: 0 10px;
    background: rgba(120, 20, 30, 0.25); border-left: 4px solid #ff6b6b;
  }
  .irr-bs-alarms li > * { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .irr-bs-alarms time { color: #ffb4b4; font-variant-numeric: tabular-nums; }
  .irr-bs-alarm-well { color: #9fb3d9; }

  .irr-bs-chart { flex: none; height: 330px; display: flex; flex-direction: column; }
  .irr-bs-chart-head { display: flex; align-items: baseline; justify-content: space-between; gap: 16px; }
  .irr-bs-chart-keys { margin: 0; display: flex; gap: 20px; font-size: 18px; white-space: nowrap; }
  .irr-bs-chart-keys span::before { content: ''; display: inline-block; width: 14px; height: 14px; margin-right: 6px; border-radius: 2px; }
  .irr-bs-chart-keys [data-series='water']::before { background: ${HOUR_CHART_COLORS.water}; }
  .irr-bs-chart-keys [data-series='power']::before { background: ${HOUR_CHART_COLORS.power}; height: 4px; vertical-align: middle; }
  .irr-bs-chart-plot { position: relative; flex: 1; min-height: 0; overflow: hidden; }
  .irr-bs-chart-plot > .uplot { position: absolute; inset: 0; }

  .irr-bs-map { margin: 0; display: flex; flex-direction: column; gap: 8px; height: 100%; min-height: 0; }
  .irr-bs-map svg { flex: 1; min-height: 0; width: 100%; }
  .irr-bs-grid-line { stroke: #14305f; stroke-width: 1; }
  .irr-bs-place circle { fill: rgba(64, 128, 255, 0.08); stroke: #2f6bd8; stroke-dasharray: 6 6; }
  .irr-bs-place text { fill: #b8ccf5; font-size: ${LABEL_SIZE}px; }
  .irr-bs-empty { fill: #9fb3d9; font-size: 28px; }
  .irr-bs-dot { stroke: #050b1a; stroke-width: 2; }
  ${byState(
    (c) => `fill: ${c};`,
    (s) => `.irr-bs-dot[data-state='${s}']`,
  )}
  .irr-bs-map figcaption { display: flex; gap: 18px; justify-content: center; font-size: 17px; white-space: nowrap; }
  .irr-bs-map figcaption [data-state]::before { content: ''; display: inline-block; width: 12px; height: 12px; margin-right: 6px; border-radius: 50%; }
  ${byState(
    (c) => `background: ${c};`,
    (s) => `.irr-bs-map figcaption [data-state='${s}']::before`,
  )}
`;
