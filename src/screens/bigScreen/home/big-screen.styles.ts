import { css } from '../../../ui/styles/css';
import { LABEL_SIZE } from './well-map-layout';

/**
 * The big screen: a 1920×1080 stage scaled to fit its box (the console's page, or the whole screen
 * in 全屏), dark whatever the console's theme, for a control room's wall.
 */
export const bigScreenStyles = css`
  .irr-bs { position: relative; width: 100%; aspect-ratio: 16 / 9; overflow: hidden; background: #050b1a; }
  .irr-bs:fullscreen { aspect-ratio: auto; width: 100vw; height: 100vh; }
  .irr-bs-stage {
    position: absolute; left: 50%; top: 50%; width: 1920px; height: 1080px; transform-origin: center; box-sizing: border-box;
    display: grid; grid-template-columns: 1fr 1080px 1fr; grid-template-rows: 96px 1fr; gap: 24px; padding: 0 32px 32px;
    color: #d6e4ff; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif;
    background: radial-gradient(ellipse at center, #0d2150 0%, #050b1a 70%);
  }
  .irr-bs-header { grid-column: 1 / -1; display: flex; align-items: center; justify-content: space-between; border-bottom: 1px solid #1d3a70; }
  .irr-bs-header h2 { margin: 0; font-size: 40px; letter-spacing: 6px; color: #ffffff; }
  .irr-bs-header-side { display: flex; align-items: center; gap: 24px; font-size: 22px; }
  .irr-bs-live::before { content: ''; display: inline-block; width: 12px; height: 12px; margin-right: 8px; border-radius: 50%; background: #36d399; }
  .irr-bs-live[data-down]::before { background: #ff6b6b; }
  .irr-bs button {
    padding: 6px 16px; font-size: 18px; color: #d6e4ff; background: transparent; border: 1px solid #3a5fa8; border-radius: 4px; cursor: pointer;
  }
  .irr-bs-panel { display: flex; flex-direction: column; gap: 16px; min-height: 0; overflow: hidden; }
  .irr-bs-card { padding: 20px 24px; background: rgba(16, 40, 90, 0.55); border: 1px solid #1d3a70; border-radius: 8px; }
  .irr-bs-card h3 { margin: 0 0 12px; font-size: 24px; color: #8fb4ff; font-weight: 500; }
  .irr-bs-kpis { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin: 0; }
  .irr-bs-kpis > div { padding: 16px; background: rgba(5, 20, 50, 0.6); border-radius: 6px; }
  .irr-bs-kpis dt { font-size: 20px; color: #9fb3d9; }
  .irr-bs-kpis dd { margin: 8px 0 0; font-size: 44px; font-weight: 700; color: #ffffff; font-variant-numeric: tabular-nums; }
  .irr-bs-kpis [data-alert] dd { color: #ff8a8a; }
  .irr-bs-kpis > div { min-width: 0; }
  /* today's figures run to 7 digits and more: one a row, the name beside the figure */
  .irr-bs-kpis[data-group='today'] { grid-template-columns: 1fr; gap: 12px; }
  .irr-bs-kpis[data-group='today'] > div { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
  .irr-bs-kpis[data-group='today'] dt { flex: none; }
  .irr-bs-kpis[data-group='today'] dd { margin: 0; font-size: 36px; overflow-wrap: anywhere; text-align: right; }
  .irr-bs-map { margin: 0; display: flex; flex-direction: column; height: 100%; }
  .irr-bs-map svg { flex: 1; min-height: 0; width: 100%; }
  .irr-bs-grid-line { stroke: #14305f; stroke-width: 1; }
  .irr-bs-place circle { fill: rgba(64, 128, 255, 0.08); stroke: #2f6bd8; stroke-dasharray: 6 6; }
  .irr-bs-place text { fill: #b8ccf5; font-size: ${LABEL_SIZE}px; }
  .irr-bs-empty { fill: #9fb3d9; font-size: 28px; }
  .irr-bs-dot { stroke: #050b1a; stroke-width: 2; }
  .irr-bs-dot[data-state='running'] { fill: #3fa9ff; }
  .irr-bs-dot[data-state='online'] { fill: #36d399; }
  .irr-bs-dot[data-state='offline'] { fill: #6b7a99; }
  .irr-bs-dot[data-state='level'] { fill: #ff6b6b; }
  .irr-bs-map figcaption { display: flex; gap: 24px; justify-content: center; font-size: 18px; }
  .irr-bs-map figcaption [data-state]::before { content: ''; display: inline-block; width: 12px; height: 12px; margin-right: 6px; border-radius: 50%; }
  .irr-bs-map figcaption [data-state='running']::before { background: #3fa9ff; }
  .irr-bs-map figcaption [data-state='online']::before { background: #36d399; }
  .irr-bs-map figcaption [data-state='offline']::before { background: #6b7a99; }
  .irr-bs-map figcaption [data-state='level']::before { background: #ff6b6b; }
  .irr-bs-alarms { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; font-size: 20px; min-height: 0; overflow: hidden; }
  .irr-bs-alarms li { flex: none; display: grid; grid-template-columns: 150px 1fr; gap: 4px 12px; padding: 10px 12px; background: rgba(120, 20, 30, 0.25); border-left: 4px solid #ff6b6b; }
  .irr-bs-alarms time { color: #ffb4b4; font-variant-numeric: tabular-nums; }
  .irr-bs-alarms span { grid-column: 2; color: #9fb3d9; font-size: 18px; }
`;
