import type { FieldValues } from '../form/field-spec';

/** What a table page exports through common/export (src/features/table-page/export-buttons.tsx). */
export interface TableExport {
  /** The path of the page's findPage (e.g. `irrigationWell/equip/findPage`). */
  call: string;
  /** The filters in force (without empty ones) as that findPage takes them: what the page's fetcher sends, without page and size. */
  filters: (applied: Readonly<FieldValues>) => Record<string, unknown>;
  /** The file's name without its extension. @default the table's label and the business day (资金流水-20261125) */
  fileName?: () => string;
  /** Shown only to holders of one of these (the page's 导出 button permission, where its menu has one). @default shown to all */
  permissions?: readonly string[];
}
