import { useStyles } from '../styles/use-styles';
import { sparklineMarks } from './sparkline-path';
import { sparklineStyles } from './sparkline.styles';

export interface SparklineProps {
  /** The values, oldest first, spread evenly; null is a gap. */
  values: readonly (number | null)[];
  /** The accessible name (what it shows and its latest value). */
  label: string;
  /** @default 96 */
  width?: number;
  /** @default 24 */
  height?: number;
}

/**
 * A small inline SVG line of a few values (no charting library: one per table row stays cheap).
 * With no value at all it draws a dashed flat mark, `data-empty`, so that "no data" reads as such.
 */
export function Sparkline({ values, label, width = 96, height = 24 }: SparklineProps) {
  useStyles(sparklineStyles);
  const { path, dots } = sparklineMarks(values, width, height);
  const empty = path === '' && dots.length === 0;
  return (
    <svg
      className="irr-sparkline"
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-empty={empty || undefined}
    >
      {empty ? (
        <line className="irr-sparkline-none" x1={2} x2={width - 2} y1={height / 2} y2={height / 2} />
      ) : (
        <>
          {path && <path d={path} />}
          {dots.map((d) => (
            <circle key={`${d.x}`} cx={d.x} cy={d.y} r={1.5} />
          ))}
        </>
      )}
    </svg>
  );
}
