import type { PersonalizedNames } from './param';

/**
 * One column of a table page's export: its Chinese header (the same text the table's column shows:
 * the screen takes it from here) and the row's cell as text or a number.
 */
export interface ExportColumn<Row> {
  /** A fixed header, or one of the merchant's personalised names (村镇, 机井编号...). */
  readonly title: string | ((names: PersonalizedNames) => string);
  readonly text: (row: Row) => string | number;
}

/** The header of a column with the merchant's personalised names. */
export const columnTitle = <Row>(column: ExportColumn<Row>, names: PersonalizedNames): string =>
  (typeof column.title === 'string' ? column.title : column.title(names));
