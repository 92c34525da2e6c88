import * as z from 'zod/mini';
import { defineCall } from './define-call';

/** The file formats of an export: CSV (UTF-8 with a BOM, so Excel opens it as UTF-8) and XLSX. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one export writes; a larger result is cut there and says so (EXPORT_CAPPED_HEADER). */
export const MAX_EXPORT_ROWS = 100_000;

/** The XLSX sheet's name when the export names no title, or none Excel can take. */
export const EXPORT_SHEET_NAME = '导出';

/** Response header of an export cut at MAX_EXPORT_ROWS: the number of rows written. */
export const EXPORT_CAPPED_HEADER = 'x-export-capped';

/**
 * POST common/export: the rows of a table page as a file. `call` is the path of a findPage of the
 * contract, `filters` that findPage's own input (its schema checks them; page and size are the
 * export's), `format` csv or xlsx, `title` the table's name (the XLSX sheet's, EXPORT_SHEET_NAME when none). The caller needs what the findPage needs (and the page's export
 * button permission, where its menu has one) and gets only the rows the findPage would show; the
 * answer is the file, streamed, never an envelope (refusals are).
 */
export const exportRows = defineCall({
  method: 'POST',
  path: 'common/export',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: z.strictObject({
    call: z.string().check(z.minLength(1, '请选择要导出的列表'), z.maxLength(200, '不能导出该列表')),
    filters: z.optional(z.record(z.string(), z.unknown())),
    format: z.enum(EXPORT_FORMATS, '导出格式只能是 csv 或 xlsx'),
    title: z.optional(z.string().check(z.maxLength(100, '导出标题不能超过100个字符'))),
  }),
  response: z.string(),
});
