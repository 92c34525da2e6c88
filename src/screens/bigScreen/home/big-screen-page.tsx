import { useContext, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { bigScreenTexts as t } from '../../../i18n/zh-CN/big-screen';
import { RouterContext, type ScreenProps } from '../../../router';
import { businessNow, formatDate } from '../../../ui/date-range';
import { useStyles } from '../../../ui/styles/use-styles';
import { AlarmsCard, FigureCard, RankCard, StatesCard } from './big-screen-panels';
import { bigScreenStyles } from './big-screen.styles';
import { LazyHourChart } from './lazy-hour-chart';
import { useBigScreen } from './use-big-screen';
import { useStageScale } from './use-stage-scale';
import { WellMap } from './well-map';

const [WIDTH, HEIGHT] = [1920, 1080];
/** The display alone on the page (router/bare-routes.ts). */
const WALL_PATH = '/bigScreen/wall';

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

/** The link that opens the display alone in a new window: in the console's own page only (an embedding portal's memory mode has no URL of its own). */
function WallLink() {
  const router = useContext(RouterContext);
  if (!router || router.history.mode === 'memory') return null;
  return (
    <a className="irr-bs-button" href={router.href(WALL_PATH)} target="_blank" rel="noopener">
      {t.openWall}
    </a>
  );
}

/**
 * /bigScreen/home (大屏监控): the control room's display, a 1920×1080 stage scaled to its box, to
 * the screen (全屏) or, at /bigScreen/wall (`wall`), to the whole window without the console around
 * it: the wells' counts and states, today's figures and their hours, the wells and villages with
 * most water, the map of the wells and the latest alarms, all live. The stage is laid out once at
 * 1920×1080 and scaled whole, so nothing reflows at another size.
 */
export function BigScreenPage({ wall = false }: { wall?: boolean } & Partial<ScreenProps>) {
  useStyles(bigScreenStyles);
  const box = useRef<HTMLDivElement>(null);
  const scale = useStageScale(box, WIDTH, HEIGHT);
  const fullscreen = useFullscreen(box);
  const { loaded, rows, counts, states, today, alarms, live } = useBigScreen();
  const chartId = useId();
  const now = businessNow();
  const untilHour = today && today.date === formatDate(now) ? now.getHours() : 23;
  return (
    <div className="irr-bs" ref={box} part="base" data-wall={wall || undefined}>
      <div className="irr-bs-stage" style={{ transform: `translate(-50%, -50%) scale(${scale})` }}>
        <header className="irr-bs-header" data-panel="">
          <h2>{t.title}</h2>
          <div className="irr-bs-header-side">
            <span className="irr-bs-live" role="status" data-live={live}>
              {live === 'live' ? t.live.on : live === 'connecting' ? t.live.connecting : t.live.off}
            </span>
            {!wall && <WallLink />}
            <button type="button" className="irr-bs-button" onClick={fullscreen.toggle}>
              {fullscreen.on ? t.exitFullscreen : t.fullscreen}
            </button>
          </div>
        </header>
        <div className="irr-bs-column">
          <FigureCard
            title={t.kpi.label}
            layout="grid"
            items={[
              { name: t.kpi.wells, value: loaded ? counts.wells : null },
              { name: t.kpi.online, value: loaded ? counts.online : null },
              { name: t.kpi.running, value: loaded ? counts.running : null },
              { name: t.kpi.levelAlarms, value: loaded ? counts.levelAlarms : null, alert: counts.levelAlarms > 0 },
            ]}
          />
          <FigureCard
            title={t.today.label}
            layout="rows"
            items={[
              { name: t.today.water, value: today?.waterM3 ?? null, digits: 3 },
              { name: t.today.power, value: today?.powerKwh ?? null, digits: 2 },
              { name: t.today.revenue, value: today?.amount ?? null, digits: 2 },
              { name: t.today.openFaults, value: today?.openFaults ?? null, alert: (today?.openFaults ?? 0) > 0 },
            ]}
          />
          <StatesCard states={states} total={rows.length} />
        </div>
        <div className="irr-bs-column">
          <section className="irr-bs-card irr-bs-grow" aria-label={t.map.title} data-panel="">
            {loaded ? <WellMap rows={rows} /> : <p role="status">{t.loading}</p>}
          </section>
          <section className="irr-bs-card irr-bs-chart" aria-labelledby={chartId} data-panel="">
            <div className="irr-bs-chart-head">
              <h3 id={chartId}>{t.hours.title}</h3>
              <p className="irr-bs-chart-keys">
                <span data-series="water">{t.hours.water}</span>
                <span data-series="power">{t.hours.power}</span>
              </p>
            </div>
            {today ? <LazyHourChart hours={today.hours} untilHour={untilHour} /> : <p role="status">{t.loading}</p>}
          </section>
        </div>
        <div className="irr-bs-column">
          <RankCard title={t.rank.wells} rows={today?.topWells ?? null} />
          <RankCard title={t.rank.places} rows={today?.topPlaces ?? null} />
          <AlarmsCard alarms={alarms} />
        </div>
      </div>
    </div>
  );
}

/** The display alone in the window (/bigScreen/wall). */
export function BigScreenWall() {
  return <BigScreenPage wall />;
}
