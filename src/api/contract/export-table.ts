import { recordExportColumns } from './business/record-columns';
import type { ExportColumn } from './export-columns';
import { billExportColumns } from './money/bill-columns';
import * as bill from './money/bill';
import * as card from './money/card';
import { cardExportColumns } from './money/card-columns';
import * as fund from './money/fund';
import { flowExportColumns } from './money/fund-columns';
import * as settlement from './money/settlement';
import { settlementExportColumns } from './money/settlement-columns';
import { wellPermissions } from './well/permissions';
import * as well from './well/equip';
import { wellExportColumns } from './well/equip-columns';
import * as record from './well/record';

/** What common/export writes for one findPage: its columns, and the export button's permission where the menu has one. */
export interface ExportSpec {
  readonly columns: readonly ExportColumn<never>[];
  /** Needed besides the findPage's own permission (资金流水's 导出 button). @default none */
  readonly permission?: string;
}

const spec = <Row>(columns: readonly ExportColumn<Row>[], permission?: string): ExportSpec =>
  ({ columns: columns as readonly ExportColumn<never>[], ...(permission ? { permission } : {}) });

/**
 * The table pages that export, by their findPage's path (common/export refuses the others). Server
 * and tests only, like CALL_TABLE: a screen imports its own columns.
 */
export const EXPORT_TABLE: ReadonlyMap<string, ExportSpec> = new Map([
  [well.findPage.path, spec(wellExportColumns)],
  [record.findPage.path, spec(recordExportColumns)],
  [card.findPage.path, spec(cardExportColumns)],
  [bill.findPage.path, spec(billExportColumns)],
  [fund.findPage.path, spec(flowExportColumns, wellPermissions.fund.export)],
  [settlement.findPage.path, spec(settlementExportColumns)],
]);
