/** A sparkline's marks in its box: the lines through runs of values, and the lone values (between gaps) as dots. */
export interface SparklineMarks {
  /** SVG path data, `M x y L x y …`, a new `M` after each gap; empty when fewer than two values touch. */
  path: string;
  /** Values with no neighbour to join: drawn as dots. */
  dots: readonly { x: number; y: number }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Where each value falls in a `width` × `height` box (the first at the left edge, the last at the
 * right; the lowest at the bottom, the highest at the top, all in the middle when they are equal),
 * null values leaving gaps. `pad` keeps the stroke inside the box.
 */
export function sparklineMarks(values: readonly (number | null)[], width: number, height: number, pad = 2): SparklineMarks {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return { path: '', dots: [] };
  const low = Math.min(...known);
  const high = Math.max(...known);
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const x = (i: number) => round(pad + i * step);
  const y = (v: number) => round(high === low ? height / 2 : pad + ((high - v) / (high - low)) * (height - 2 * pad));
  const parts: string[] = [];
  const dots: { x: number; y: number }[] = [];
  values.forEach((v, i) => {
    if (v === null) return;
    const joinsBefore = i > 0 && values[i - 1] !== null;
    const joinsAfter = i < values.length - 1 && values[i + 1] !== null;
    if (!joinsBefore && !joinsAfter) dots.push({ x: x(i), y: y(v) });
    else parts.push(`${joinsBefore ? 'L' : 'M'}${x(i)} ${y(v)}`);
  });
  return { path: parts.join(' '), dots };
}
