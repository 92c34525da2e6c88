import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { fertigationPermissions } from './permissions';

/**
 * Bulk import of valves and machines from a CSV file. The file travels as base64 inside a JSON
 * body, not as multipart: a JSON body is covered by the request signature (a multipart body is
 * not), is checked by the call's strict schema like every other call, and leaves the bytes to the
 * server, which alone decides the encoding (UTF-8 with or without BOM, or GBK as Excel saves it
 * on Chinese Windows). Base64 of IMPORT_MAX_BYTES stays under the server's 1 MiB body limit.
 *
 * All or nothing: a file with any bad row writes nothing and is answered with errorCode 1, a
 * message, and `data`: every failure as `{ line, tips }` (spec section 3, import error result),
 * where `line` is the row number Excel shows (the header is line 1). A problem of the whole file
 * (empty, too large, unreadable) has an empty list.
 */

/** Largest file accepted, in bytes. */
export const IMPORT_MAX_BYTES = 512 * 1024;
/** Most data rows (the header and blank rows aside) one file may hold. */
export const IMPORT_MAX_ROWS = 1000;
/** Most failures listed in one answer (the message still counts them all). */
export const IMPORT_MAX_FAILURES = 200;

/** One column of an import file: its header title and the other titles accepted for it. */
export interface ImportColumn {
  readonly key: string;
  readonly title: string;
  readonly required: boolean;
  readonly aliases: readonly string[];
}

/** 编号,名称,区域编号,状态,备注: a valve is created unbound (machines bind valves on their own screen). */
export const VALVE_IMPORT_COLUMNS = [
  { key: 'cd', title: '编号', required: true, aliases: ['阀门编号', '编码', '阀门编码'] },
  { key: 'name', title: '名称', required: true, aliases: ['阀门名称'] },
  { key: 'areaCd', title: '区域编号', required: true, aliases: ['区域编码'] },
  { key: 'enabled', title: '状态', required: false, aliases: ['是否启用'] },
  { key: 'remark', title: '备注', required: false, aliases: [] },
] as const satisfies readonly ImportColumn[];

/** 编号,名称,村镇,设备类型,区域编号,管理员,手机号,备注: place and type by name, areas by code. */
export const EQUIP_IMPORT_COLUMNS = [
  { key: 'cd', title: '编号', required: true, aliases: ['设备编号', '编码', '设备编码'] },
  { key: 'name', title: '名称', required: true, aliases: ['设备名称'] },
  { key: 'place', title: '村镇', required: true, aliases: ['场所', '村镇名称'] },
  { key: 'type', title: '设备类型', required: true, aliases: ['类型'] },
  { key: 'areaCds', title: '区域编号', required: false, aliases: ['区域编码', '绑定区域'] },
  { key: 'keeperName', title: '管理员', required: false, aliases: [] },
  { key: 'keeperMobile', title: '手机号', required: false, aliases: ['管理员手机号'] },
  { key: 'remark', title: '备注', required: false, aliases: [] },
] as const satisfies readonly ImportColumn[];

/** The texts a 状态 cell may hold (empty: enabled). */
export const IMPORT_ENABLED_WORDS: Readonly<Record<string, 'Y' | 'N'>> = { 启用: 'Y', 停用: 'N', 是: 'Y', 否: 'N', Y: 'Y', N: 'N' };
/** Several area codes in one 区域编号 cell are separated by any of these. */
export const IMPORT_AREA_SEPARATORS = /[|｜,，、;；\s]+/;

const base64Limit = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;
const csvFile = z.strictObject({
  /** The file's bytes, base64 (an empty file is answered 文件为空, like a blank one). */
  content: z
    .string()
    .check(
      z.maxLength(base64Limit, `文件不能超过${IMPORT_MAX_BYTES / 1024}KB`),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, '文件内容不是有效的base64'),
    ),
});

/** How many rows were written. */
export const importResult = z.object({ count: z.number() });
/** The `data` of a refused import. */
export const importFailures = z.array(z.object({ line: z.number(), tips: z.string() }));
export type ImportFailure = z.infer<typeof importFailures>[number];

/** POST fertigation/valve/importCsv: valves from a CSV file, all or nothing (needs valve add). */
export const importValveCsv = defineCall({
  method: 'POST',
  path: 'fertigation/valve/importCsv',
  mode: 'json',
  access: { permission: fertigationPermissions.valve.add },
  request: csvFile,
  response: importResult,
});

/** POST fertigation/equip/importCsv: machines (with default parameters and their areas) from a CSV file, all or nothing (needs equip add). */
export const importEquipCsv = defineCall({
  method: 'POST',
  path: 'fertigation/equip/importCsv',
  mode: 'json',
  access: { permission: fertigationPermissions.equip.add },
  request: csvFile,
  response: importResult,
});
