import { useMemo } from 'react';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { bigScreenTexts } from '../../../i18n/zh-CN/big-screen';
import { DOT_RADIUS, dotState, layoutWellMap } from './well-map-layout';

const t = bigScreenTexts.map;
const WIDTH = 1040;
const HEIGHT = 700;

/**
 * The merchant's wells as dots at their coordinates, each place ringed and named, coloured by
 * state (no outside map service: drawn from the wells' own longitude and latitude).
 */
export function WellMap({ rows }: { rows: readonly MonitorRow[] }) {
  const layout = useMemo(() => layoutWellMap(rows, WIDTH, HEIGHT, 60), [rows]);
  return (
    <figure className="irr-bs-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.label(layout.dots.length, layout.places.length)}>
        <defs>
          <pattern id="irr-bs-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" className="irr-bs-grid-line" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#irr-bs-grid)" />
        {layout.places.map((p) => (
          <g key={p.id} className="irr-bs-place">
            <circle cx={p.x} cy={p.y} r={p.r} />
            <text x={p.label.x} y={p.label.y} textAnchor="middle">
              {p.name}
            </text>
          </g>
        ))}
        {layout.dots.map(({ row, x, y }) => (
          <circle key={row.id} cx={x} cy={y} r={DOT_RADIUS} className="irr-bs-dot" data-state={dotState(row)} data-well={row.id}>
            <title>{t.well(row.name, row.cd, t.legend[dotState(row)])}</title>
          </circle>
        ))}
        {layout.dots.length === 0 && (
          <text x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" className="irr-bs-empty">
            {t.none}
          </text>
        )}
      </svg>
      <figcaption>
        {(['running', 'online', 'offline', 'level'] as const).map((s) => (
          <span key={s} data-state={s}>
            {t.legend[s]}
          </span>
        ))}
        {layout.unlocated > 0 && <span data-unlocated="">{t.unlocated(layout.unlocated)}</span>}
      </figcaption>
    </figure>
  );
}
