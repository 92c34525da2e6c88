import type { MonitorRow } from '../../../api/contract/well/monitor';

/** A well drawn on the map. */
export interface MapDot { row: MonitorRow; x: number; y: number }
/** A place (village) drawn on the map: its wells' middle, a ring around them and its name. */
export interface MapPlace { id: number; name: string; x: number; y: number; r: number; wells: number }
export interface MapLayout { dots: MapDot[]; places: MapPlace[]; unlocated: number }

const located = (r: MonitorRow): r is MonitorRow & { longitude: number; latitude: number } => r.longitude !== null && r.latitude !== null;

/**
 * The wells projected into a `width` × `height` box (equirectangular, longitude shrunk by the
 * cosine of the middle latitude so shapes keep their proportions), fitted with `pad` on every side;
 * each place around its wells. Wells without coordinates are only counted.
 */
export function layoutWellMap(rows: readonly MonitorRow[], width: number, height: number, pad: number): MapLayout {
  const points = rows.filter(located);
  if (points.length === 0) return { dots: [], places: [], unlocated: rows.length };
  const lats = points.map((r) => r.latitude);
  const lons = points.map((r) => r.longitude);
  const k = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
  const [x0, x1] = [Math.min(...lons) * k, Math.max(...lons) * k];
  const [y0, y1] = [Math.min(...lats), Math.max(...lats)];
  // one well, or wells in a line: at least about a kilometre each way, so they land in the middle
  const MIN_SPAN = 0.01;
  const scale = Math.min((width - 2 * pad) / Math.max(x1 - x0, MIN_SPAN), (height - 2 * pad) / Math.max(y1 - y0, MIN_SPAN));
  const cx = width / 2 - ((x0 + x1) / 2) * scale;
  const cy = height / 2 + ((y0 + y1) / 2) * scale;
  const dots = points.map((row) => ({ row, x: cx + row.longitude * k * scale, y: cy - row.latitude * scale }));
  const byPlace = new Map<number, MapDot[]>();
  for (const dot of dots) byPlace.set(dot.row.placeId, [...(byPlace.get(dot.row.placeId) ?? []), dot]);
  const places = [...byPlace.entries()].map(([id, group]) => {
    const x = group.reduce((s, d) => s + d.x, 0) / group.length;
    const y = group.reduce((s, d) => s + d.y, 0) / group.length;
    const r = Math.max(...group.map((d) => Math.hypot(d.x - x, d.y - y))) + 18;
    return { id, name: group[0]!.row.placeName, x, y, r, wells: group.length };
  });
  return { dots, places, unlocated: rows.length - points.length };
}

/** What a dot's colour says: a level alarm first, then running, online, offline. */
export const dotState = (r: MonitorRow): 'level' | 'running' | 'online' | 'offline' =>
  (r.waterLevelState !== 'normal' ? 'level' : r.running === 'use' ? 'running' : r.isOnline ? 'online' : 'offline');
