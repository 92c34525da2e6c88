import { useId } from 'react';
import type { RankedUsage } from '../../../api/contract/well/big-screen';
import { bigScreenTexts as t } from '../../../i18n/zh-CN/big-screen';
import { cardNumber } from '../../business/home/home-format';
import type { BigScreenAlarm } from './use-big-screen';
import { WELL_STATES, type WellState } from './well-map-layout';

/** A figure on one line: grouped with fixed decimals, from 100,000 up in 万 with the whole figure on hover. */
export function Figure({ value, digits = 0 }: { value: number | null; digits?: 0 | 1 | 2 | 3 }) {
  if (value === null) return <span className="irr-bs-figure">-</span>;
  const shown = cardNumber(value, digits);
  return (
    <span className="irr-bs-figure" title={shown.exact}>
      {shown.value}
    </span>
  );
}

/** A card of named figures (`dl`), `data-layout` `grid` (two a row) or `rows` (one a row, the name beside the figure). */
export function FigureCard({
  title,
  layout,
  items,
}: {
  title: string;
  layout: 'grid' | 'rows';
  items: readonly { name: string; value: number | null; digits?: 0 | 2 | 3; alert?: boolean }[];
}) {
  const id = useId();
  return (
    <section className="irr-bs-card" aria-labelledby={id} data-panel="">
      <h3 id={id}>{title}</h3>
      <dl className="irr-bs-kpis" data-layout={layout}>
        {items.map(({ name, value, digits, alert }) => (
          <div key={name} data-alert={alert || undefined}>
            <dt>{name}</dt>
            <dd>
              <Figure value={value} digits={digits} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The wells by state, each a bar as long as its share. */
export function StatesCard({ states, total }: { states: Readonly<Record<WellState, number>>; total: number }) {
  const id = useId();
  return (
    <section className="irr-bs-card irr-bs-grow" aria-labelledby={id} data-panel="">
      <h3 id={id}>{t.states.title}</h3>
      <ul className="irr-bs-states">
        {WELL_STATES.map((s) => (
          <li key={s} data-state={s}>
            <span className="irr-bs-state-name">{t.map.legend[s]}</span>
            <span className="irr-bs-state-bar" aria-hidden="true">
              <span style={{ width: `${total === 0 ? 0 : (states[s] / total) * 100}%` }} />
            </span>
            <Figure value={states[s]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A ranking by today's water: the place, the name (ellipsised, whole on hover), the figure. */
export function RankCard({ title, rows }: { title: string; rows: readonly RankedUsage[] | null }) {
  const id = useId();
  return (
    <section className="irr-bs-card" aria-labelledby={id} data-panel="">
      <h3 id={id}>{title}</h3>
      {rows && rows.length === 0 ? (
        <p className="irr-bs-none">{t.rank.none}</p>
      ) : (
        <ol className="irr-bs-rank">
          {(rows ?? []).map((r, i) => {
            const name = r.cd ? `${r.name}(${r.cd})` : r.name;
            const full = r.placeName ? `${name} ${r.placeName}` : name;
            return (
              <li key={r.id}>
                <span className="irr-bs-rank-no" data-top={i < 3 || undefined}>
                  {i + 1}
                </span>
                <span className="irr-bs-rank-name" title={full}>
                  {name}
                </span>
                <Figure value={r.waterM3} digits={3} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The latest alarms, one line each (time, what, the well), newest first. */
export function AlarmsCard({ alarms }: { alarms: readonly BigScreenAlarm[] }) {
  const id = useId();
  return (
    <section className="irr-bs-card irr-bs-grow" aria-labelledby={id} data-panel="">
      <h3 id={id}>{t.alarms.title}</h3>
      {alarms.length === 0 ? (
        <p className="irr-bs-none">{t.alarms.none}</p>
      ) : (
        <ol className="irr-bs-alarms">
          {alarms.map((a) => (
            <li key={a.key} title={`${a.time} ${a.title} ${a.well}`}>
              <time>{a.time}</time>
              <span className="irr-bs-alarm-title">{a.title}</span>
              <span className="irr-bs-alarm-well">{a.well}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
