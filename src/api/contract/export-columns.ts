import type { PersonalizedNames } from './param';

/** A column's header: fixed, or made of the merchant's personalised names (村镇, 机井编号...). */
export type ColumnTitle = string | ((names: PersonalizedNames) => string);

/**
 * One column of a table page's export: its Chinese header (the same text the table's column shows:
 * the screen takes it from here) and the row's cell as text or a number.
 */
export interface ExportColumn<Row> {
  /** A fixed header, or one of the merchant's personalised names (村镇, 机井编号...). */
  readonly title: ColumnTitle;
  readonly text: (row: Row) => string | number;
}

/** A header with the merchant's personalised names. */
export const titleWith = (title: ColumnTitle, names: PersonalizedNames): string => (typeof title === 'string' ? title : title(names));

/** The header of a column with the merchant's personalised names. */
export const columnTitle = <Row>(column: ExportColumn<Row>, names: PersonalizedNames): string => titleWith(column.title, names);
