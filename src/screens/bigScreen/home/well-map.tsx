import { useMemo } from 'react';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { bigScreenTexts } from '../../../i18n/zh-CN/big-screen';
import { DOT_RADIUS, WELL_STATES, dotState, layoutWellMap } from './well-map-layout';

const t = bigScreenTexts.map;
/** The map's units: its box in the stage (big-screen.styles.ts), so names keep their size. */
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 540;

/**
 * The merchant's wells as dots at their coordinates, each place ringed and named (a name that
 * fits nowhere is left out; the ring names the place on hover), coloured by state (no outside map
 * service: drawn from the wells' own longitude and latitude).
 */
export function WellMap({ rows }: { rows: readonly MonitorRow[] }) {
  const layout = useMemo(() => layoutWellMap(rows, MAP_WIDTH, MAP_HEIGHT, 48), [rows]);
  return (
    <figure className="irr-bs-map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={t.label(layout.dots.length, layout.places.length)}>
        <defs>
          <pattern id="irr-bs-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" className="irr-bs-grid-line" />
          </pattern>
        </defs>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="url(#irr-bs-grid)" />
        {layout.places.map((p) => (
          <g key={p.id} className="irr-bs-place" data-place={p.id}>
            <title>{t.place(p.name, p.wells)}</title>
            <circle cx={p.x} cy={p.y} r={p.r} />
            {p.label && (
              <text x={p.label.x} y={p.label.y} textAnchor="middle">
                {p.name}
              </text>
            )}
          </g>
        ))}
        {layout.dots.map(({ row, x, y }) => (
          <circle key={row.id} cx={x} cy={y} r={DOT_RADIUS} className="irr-bs-dot" data-state={dotState(row)} data-well={row.id}>
            <title>{t.well(row.name, row.cd, t.legend[dotState(row)])}</title>
          </circle>
        ))}
        {layout.dots.length === 0 && (
          <text x={MAP_WIDTH / 2} y={MAP_HEIGHT / 2} textAnchor="middle" className="irr-bs-empty">
            {t.none}
          </text>
        )}
      </svg>
      <figcaption>
        {WELL_STATES.map((s) => (
          <span key={s} data-state={s}>
            {t.legend[s]}
          </span>
        ))}
        {layout.unlocated > 0 && <span data-unlocated="">{t.unlocated(layout.unlocated)}</span>}
      </figcaption>
    </figure>
  );
}
