import { fertigationValveCalls } from '../../../../src/api/contract';
import { IMPORT_ENABLED_WORDS, VALVE_IMPORT_COLUMNS, importValveCsv } from '../../../../src/api/contract/fertigation/import';
import { userOf } from '../../../http/context';
import type { RouteFn } from '../../../http/route';
import { refuseDuplicates } from '../../business/write-refusals';
import { fertigationMessages } from '../messages';
import { FirstSeen, checkCell } from './check-cell';
import { importMessages as msg } from './import-messages';
import { ImportProblems } from './import-problems';
import { columnsByKey, readCsvTable } from './read-csv-table';
import { inTransaction } from '../../../db/transaction';

const field = fertigationValveCalls.saveValve.request.shape;
const column = columnsByKey(VALVE_IMPORT_COLUMNS);

/** 状态: empty is enabled; 启用/停用 (or Y/N, 是/否). */
export const enabledOf = (cell: string): 'Y' | 'N' | undefined => (cell === '' ? 'Y' : IMPORT_ENABLED_WORDS[cell.toUpperCase()]);

/**
 * POST fertigation/valve/importCsv: every row checked like saveValve (code, name, remark, an
 * area of the merchant by its code, codes unique in the file and the merchant), then all
 * inserted unbound in one transaction, or none.
 */
export function registerValveImport(route: RouteFn): void {
  route(importValveCsv, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const problems = new ImportProblems();
    const rows = readCsvTable(Buffer.from(input.content, 'base64'), VALVE_IMPORT_COLUMNS, problems);
    const checked = rows.map(({ line, values: v }) => {
      const enabled = enabledOf(v.enabled);
      if (!enabled) problems.add(line, msg.enabledWord);
      if (v.areaCd === '') problems.add(line, msg.required(column.areaCd.title));
      return {
        line,
        areaCd: v.areaCd,
        enabled,
        cd: checkCell(problems, line, column.cd, field.cd, v.cd),
        name: checkCell(problems, line, column.name, field.name, v.name),
        remark: checkCell(problems, line, column.remark, field.remark, v.remark),
      };
    });
    return inTransaction(ctx.db, async (trx) => {
      const areaCds = [...new Set(checked.map((r) => r.areaCd).filter((cd) => cd !== ''))];
      const codes = [...new Set(checked.flatMap((r) => (r.cd === undefined ? [] : [r.cd])))];
      const areas = new Map(
        areaCds.length === 0
          ? []
          : (
              await trx.selectFrom('area').select(['id', 'cd']).where('merchant_id', '=', merchantId).where('cd', 'in', areaCds).execute()
            ).map((a) => [a.cd, a.id]),
      );
      const taken = new Set(
        codes.length === 0
          ? []
          : (await trx.selectFrom('valve').select('cd').where('merchant_id', '=', merchantId).where('cd', 'in', codes).execute()).map(
              (v) => v.cd,
            ),
      );
      const seen = new FirstSeen();
      const values = checked.flatMap(({ line, cd, name, remark, enabled, areaCd }) => {
        const areaId = areas.get(areaCd);
        if (areaCd !== '' && areaId === undefined) problems.add(line, msg.areaMissing(areaCd));
        if (cd !== undefined) {
          const earlier = seen.repeats(cd, line);
          if (earlier !== undefined) problems.add(line, msg.repeatedInFile(column.cd.title, cd, earlier));
          else if (taken.has(cd)) problems.add(line, fertigationMessages.duplicateCode('阀门', cd));
        }
        if (cd === undefined || name === undefined || remark === undefined || enabled === undefined || areaId === undefined) return [];
        return [{ merchant_id: merchantId, cd, name, area_id: areaId, equip_id: null, enabled, remark, created_at: ctx.now }];
      });
      problems.throwIfAny();
      // A valve saved meanwhile with one of these codes, or an area deleted meanwhile: nothing is written.
      await refuseDuplicates({ valve_merchant_id_cd_key: msg.raced }, () => trx.insertInto('valve').values(values).execute(), msg.raced);
      return { count: values.length };
    });
  });
}
