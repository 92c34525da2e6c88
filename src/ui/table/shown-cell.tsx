import type { ReactNode } from 'react';
import { formatFigureCell } from '../../validation/format';

/** A column definition's cell text as the table shows it: figures grouped by thousands, a very large one in scientific notation with the whole figure on hover. */
export function shownCell(cell: string | number): ReactNode {
  const { text, exact } = formatFigureCell(cell);
  return exact === undefined ? text : <span title={exact}>{text}</span>;
}
