import type { MonitorRow } from '../../../api/contract/well/monitor';

/** A well drawn on the map. */
export interface MapDot {
  row: MonitorRow;
  x: number;
  y: number;
}
/** A place (village) drawn on the map: its wells' middle, a ring around them, and its name's anchor (text-anchor middle, baseline). */
export interface MapPlace {
  id: number;
  name: string;
  x: number;
  y: number;
  r: number;
  wells: number;
  /** Where its name is drawn; null when it fits nowhere (the ring names it on hover). */
  label: { x: number; y: number } | null;
}
export interface MapLayout {
  dots: MapDot[];
  places: MapPlace[];
  unlocated: number;
}

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
  const rings = [...byPlace.entries()].map(([id, group]) => {
    const x = group.reduce((s, d) => s + d.x, 0) / group.length;
    const y = group.reduce((s, d) => s + d.y, 0) / group.length;
    const r = Math.max(...group.map((d) => Math.hypot(d.x - x, d.y - y))) + 18;
    return { id, name: group[0]!.row.placeName, x, y, r, wells: group.length };
  });
  return { dots, places: placeLabels(rings, dots, width, height), unlocated: rows.length - points.length };
}

/** A well's dot on the map (well-map.tsx draws it). */
export const DOT_RADIUS = 7;

/** The font size of a place's name, in the map's units (big-screen.styles.ts draws it). */
export const LABEL_SIZE = 22;

/** About how wide a name is drawn: a CJK character a square, anything else about half of one. */
const labelWidth = (name: string) => [...name].reduce((w, ch) => w + (ch.codePointAt(0)! >= 0x2e80 ? LABEL_SIZE : LABEL_SIZE * 0.6), 0);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Each place's name by one rule, the places with most wells choosing first: the first of these
 * spots that stays in the box and overlaps no well and no name placed before it: above its ring,
 * below, right, left, the four corners beside it, further above, then inside the ring's top (a
 * ring wider than the map), moved into the box. A name that fits nowhere is not drawn (`label`
 * null): its ring still names it on hover.
 */
function placeLabels(rings: readonly Omit<MapPlace, 'label'>[], dots: readonly MapDot[], width: number, height: number): MapPlace[] {
  const taken: Box[] = dots.map((d) => ({
    left: d.x - DOT_RADIUS,
    right: d.x + DOT_RADIUS,
    top: d.y - DOT_RADIUS,
    bottom: d.y + DOT_RADIUS,
  }));
  const labels = new Map<number, { x: number; y: number } | null>();
  for (const p of [...rings].sort((a, b) => b.wells - a.wells || a.id - b.id)) {
    const w = labelWidth(p.name);
    const middle = p.y + LABEL_SIZE / 3;
    const [above, below] = [p.y - p.r - 8, p.y + p.r + LABEL_SIZE + 4];
    const [right, left] = [p.x + p.r + 8 + w / 2, p.x - p.r - 8 - w / 2];
    const spots = [
      { x: p.x, y: above },
      { x: p.x, y: below },
      { x: right, y: middle },
      { x: left, y: middle },
      { x: right, y: above + LABEL_SIZE },
      { x: left, y: above + LABEL_SIZE },
      { x: right, y: below - LABEL_SIZE },
      { x: left, y: below - LABEL_SIZE },
      ...[1, 2, 3].map((k) => ({ x: p.x, y: above - k * (LABEL_SIZE + 4) })),
      { x: Math.min(Math.max(p.x, w / 2), width - w / 2), y: Math.min(Math.max(above, LABEL_SIZE), height - 4) },
    ];
    const boxOf = (s: { x: number; y: number }): Box => ({ left: s.x - w / 2, right: s.x + w / 2, top: s.y - LABEL_SIZE, bottom: s.y + 4 });
    const fits = (b: Box) => b.left >= 0 && b.right <= width && b.top >= 0 && b.bottom <= height && !taken.some((t) => overlaps(t, b));
    const spot = spots.find((s) => fits(boxOf(s))) ?? null;
    if (spot) taken.push(boxOf(spot));
    labels.set(p.id, spot);
  }
  return rings.map((p) => ({ ...p, label: labels.get(p.id) ?? null }));
}

/** A well's state as the big screen shows it, in the order the states are listed. */
export const WELL_STATES = ['running', 'online', 'offline', 'level', 'stopped'] as const;
export type WellState = (typeof WELL_STATES)[number];

/** What a dot's colour says: stopped (停用) first, then a level alarm, running, online, offline. */
export const dotState = (r: MonitorRow): WellState =>
  r.stopped ? 'stopped' : r.waterLevelState !== 'normal' ? 'level' : r.running === 'use' ? 'running' : r.isOnline ? 'online' : 'offline';
