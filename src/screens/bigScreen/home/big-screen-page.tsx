import { useEffect, useRef, useState, type RefObject } from 'react';
import { bigScreenTexts as t } from '../../../i18n/zh-CN/big-screen';
import { useStyles } from '../../../ui/styles/use-styles';
import { formatCount, formatPower, formatWater, formatYuan } from '../../business/home/home-format';
import { bigScreenStyles } from './big-screen.styles';
import { useBigScreen } from './use-big-screen';
import { useStageScale } from './use-stage-scale';
import { WellMap } from './well-map';

const [WIDTH, HEIGHT] = [1920, 1080];

function useFullscreen(box: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [box]);
  const toggle = () => void (on ? document.exitFullscreen() : box.current?.requestFullscreen())?.catch(() => undefined);
  return { on, toggle };
}

/**
 * /bigScreen/home (大屏监控): the control room's display, a 1920×1080 stage scaled to its box or to
 * the screen (全屏): wells, online and running, water level alarms, today's water, power and
 * revenue, open alarms and the latest ones, and the wells on a map of their coordinates, all live.
 */
export function BigScreenPage() {
  useStyles(bigScreenStyles);
  const box = useRef<HTMLDivElement>(null);
  const scale = useStageScale(box, WIDTH, HEIGHT);
  const fullscreen = useFullscreen(box);
  const { loaded, rows, counts, today, alarms, connected } = useBigScreen();
  const dash = (v: string | null) => v ?? '-';
  const kpis: [string, string, boolean][] = [
    [t.kpi.wells, loaded ? formatCount(counts.wells) : '-', false],
    [t.kpi.online, loaded ? formatCount(counts.online) : '-', false],
    [t.kpi.running, loaded ? formatCount(counts.running) : '-', false],
    [t.kpi.levelAlarms, loaded ? formatCount(counts.levelAlarms) : '-', counts.levelAlarms > 0],
  ];
  const day: [string, string, boolean][] = [
    [t.kpi.water, dash(today && formatWater(today.today.waterM3)), false],
    [t.kpi.power, dash(today && formatPower(today.today.powerKwh)), false],
    [t.kpi.revenue, dash(today && formatYuan(today.today.amount)), false],
    [t.kpi.openFaults, dash(today && formatCount(today.openFaults)), (today?.openFaults ?? 0) > 0],
  ];
  const tiles = (items: [string, string, boolean][]) =>
    items.map(([name, value, alert]) => (
      <div key={name} data-alert={alert || undefined}>
        <dt>{name}</dt>
        <dd>{value}</dd>
      </div>
    ));
  return (
    <div className="irr-bs" ref={box} part="base">
      <div className="irr-bs-stage" style={{ transform: `translate(-50%, -50%) scale(${scale})` }}>
        <header className="irr-bs-header">
          <h2>{t.title}</h2>
          <div className="irr-bs-header-side">
            <span className="irr-bs-live" role="status" data-down={!connected || undefined}>
              {connected ? t.live.on : t.live.off}
            </span>
            <button type="button" onClick={fullscreen.toggle}>
              {fullscreen.on ? t.exitFullscreen : t.fullscreen}
            </button>
          </div>
        </header>
        <section className="irr-bs-panel" aria-label={t.kpi.label}>
          <div className="irr-bs-card">
            <dl className="irr-bs-kpis" data-group="wells">
              {tiles(kpis)}
            </dl>
          </div>
          <div className="irr-bs-card">
            <dl className="irr-bs-kpis" data-group="today">
              {tiles(day)}
            </dl>
          </div>
        </section>
        <section className="irr-bs-card" aria-label={t.map.title}>
          {loaded ? <WellMap rows={rows} /> : <p role="status">{t.loading}</p>}
        </section>
        <section className="irr-bs-panel irr-bs-card" aria-labelledby="irr-bs-alarms">
          <h3 id="irr-bs-alarms">{t.alarms.title}</h3>
          {alarms.length === 0 ? (
            <p>{t.alarms.none}</p>
          ) : (
            <ol className="irr-bs-alarms">
              {alarms.map((a) => (
                <li key={a.key}>
                  <time>{a.time}</time>
                  {a.title}
                  <span>{a.well}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
