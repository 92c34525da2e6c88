export { Sparkline, type SparklineProps } from './sparkline';
export { sparklineMarks, type SparklineMarks } from './sparkline-path';
