import { fertigationEquipCalls } from '../../../../src/api/contract';
import { MAX_EQUIP_AREAS } from '../../../../src/api/contract/fertigation/equip';
import { EQUIP_IMPORT_COLUMNS, IMPORT_AREA_SEPARATORS, importEquipCsv } from '../../../../src/api/contract/fertigation/import';
import { userOf } from '../../../http/context';
import type { RouteFn } from '../../../http/route';
import { refuseDuplicates } from '../../business/write-refusals';
import { DEFAULT_PARAM, newMachine } from '../equip-bindings';
import { fertigationMessages } from '../messages';
import { FirstSeen, checkCell } from './check-cell';
import { loadEquipImportLookups, type EquipImportLookups } from './equip-import-lookups';
import { importMessages as msg } from './import-messages';
import { ImportProblems } from './import-problems';
import { columnsByKey, readCsvTable, type CsvRow } from './read-csv-table';
import { inTransaction } from '../../../db/transaction';

type Key = (typeof EQUIP_IMPORT_COLUMNS)[number]['key'];
const field = fertigationEquipCalls.save.request.shape;
const column = columnsByKey(EQUIP_IMPORT_COLUMNS);

/** The row's own cells, checked by equip/save's field schemas; areas split into codes, a repeated one refused. */
function checkCells(problems: ImportProblems, { line, values: v }: CsvRow<Key>) {
  for (const key of ['place', 'type'] as const) if (v[key] === '') problems.add(line, msg.required(column[key].title));
  const areaCds = v.areaCds.split(IMPORT_AREA_SEPARATORS).filter((cd) => cd !== '');
  const inRow = new Set<string>();
  if (areaCds.length > MAX_EQUIP_AREAS) {
    // Refused here, before any lookup: a row of thousands of codes must not become a query of thousands of parameters.
    problems.add(line, msg.tooManyAreas(MAX_EQUIP_AREAS));
    areaCds.length = 0;
  }
  for (const cd of areaCds) if (inRow.size === inRow.add(cd).size) problems.add(line, msg.areaRepeated(cd));
  return {
    line,
    place: v.place,
    type: v.type,
    areaCds: [...inRow],
    cd: checkCell(problems, line, column.cd, field.cd, v.cd),
    name: checkCell(problems, line, column.name, field.name, v.name),
    keeperName: checkCell(problems, line, column.keeperName, field.keeperName, v.keeperName),
    keeperMobile: checkCell(problems, line, column.keeperMobile, field.keeperMobile, v.keeperMobile),
    remark: checkCell(problems, line, column.remark, field.remark, v.remark),
  };
}
type Checked = ReturnType<typeof checkCells>;

/** The row against the merchant's rows and the rows above it; the machine to insert, or undefined. */
function resolveRow(problems: ImportProblems, found: EquipImportLookups, seen: { codes: FirstSeen; areas: FirstSeen }, row: Checked) {
  const { line, cd, place, type } = row;
  const placeIds = found.placeIds.get(place) ?? [];
  if (place !== '' && placeIds.length === 0) problems.add(line, msg.placeMissing(place));
  if (placeIds.length > 1) problems.add(line, msg.placeAmbiguous(place));
  const placeId = placeIds.length === 1 ? placeIds[0] : undefined;
  const equipType = found.types.get(type);
  if (type !== '' && !equipType) problems.add(line, msg.typeMissing(type));
  if (equipType?.enabled === 'N') problems.add(line, msg.typeDisabled(type));
  const areaIds = row.areaCds.flatMap((areaCd) => {
    const area = found.areas.get(areaCd);
    if (!area) {
      problems.add(line, msg.areaMissing(areaCd));
      return [];
    }
    const claimedAt = seen.areas.repeats(areaCd, line);
    if (placeId !== undefined && area.placeId !== placeId) problems.add(line, msg.areaOtherPlace(areaCd, place));
    else if (area.equipCd !== null) problems.add(line, fertigationMessages.areaTaken(area.name, area.equipCd));
    else if (claimedAt !== undefined) problems.add(line, msg.areaClaimedInFile(areaCd, claimedAt));
    return [area.id];
  });
  const areaCheck = field.areaIds.safeParse(areaIds);
  if (!areaCheck.success) problems.add(line, areaCheck.error.issues[0]?.message ?? '');
  if (cd !== undefined) {
    const earlier = seen.codes.repeats(cd, line);
    if (earlier !== undefined) problems.add(line, msg.repeatedInFile(column.cd.title, cd, earlier));
    else if (found.takenCodes.has(cd)) problems.add(line, fertigationMessages.duplicateCode('设备', cd));
  }
  const { name, keeperName, keeperMobile, remark } = row;
  if (
    cd === undefined ||
    name === undefined ||
    keeperName === undefined ||
    keeperMobile === undefined ||
    remark === undefined ||
    placeId === undefined ||
    equipType?.enabled !== 'Y'
  )
    return undefined;
  return { cd, name, keeperName, keeperMobile, remark, placeId, equipTypeId: equipType.id, areaIds };
}

/**
 * POST fertigation/equip/importCsv: every row checked like equip/save (code, name, keeper, a
 * place and an enabled type of the merchant by name, free areas of that place by code, nothing
 * claimed twice in the file), then all machines, their default parameters and their areas
 * inserted in one transaction, or none.
 */
export function registerEquipImport(route: RouteFn): void {
  route(importEquipCsv, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const problems = new ImportProblems();
    const checked = readCsvTable(Buffer.from(input.content, 'base64'), EQUIP_IMPORT_COLUMNS, problems).map((row) =>
      checkCells(problems, row),
    );
    return inTransaction(ctx.db, async (trx) => {
      const found = await loadEquipImportLookups(trx, merchantId, {
        places: checked.map((r) => r.place),
        types: checked.map((r) => r.type),
        areas: checked.flatMap((r) => r.areaCds),
        codes: checked.map((r) => r.cd),
      });
      const seen = { codes: new FirstSeen(), areas: new FirstSeen() };
      const machines = checked.flatMap((row) => resolveRow(problems, found, seen, row) ?? []);
      problems.throwIfAny();
      // A machine saved meanwhile with one of these codes, or an area bound meanwhile: nothing is written.
      await refuseDuplicates(
        { fertigation_equip_merchant_id_cd_key: msg.raced, equip_area_area_id_key: msg.raced },
        async () => {
          const inserted = await trx
            .insertInto('fertigation_equip')
            .values(machines.map((m) => newMachine(merchantId, m, ctx.now)))
            .returning(['id', 'cd'])
            .execute();
          const idOf = new Map(inserted.map((r) => [r.cd, r.id]));
          const equipId = (cd: string) => idOf.get(cd) as number;
          await trx
            .insertInto('fertigation_param')
            .values(machines.map((m) => ({ ...DEFAULT_PARAM, equip_id: equipId(m.cd), merchant_id: merchantId, updated_at: ctx.now })))
            .execute();
          const links = machines.flatMap((m) =>
            m.areaIds.map((areaId) => ({ equip_id: equipId(m.cd), area_id: areaId, merchant_id: merchantId })),
          );
          if (links.length > 0) await trx.insertInto('equip_area').values(links).execute();
        },
        msg.raced,
      );
      return { count: machines.length };
    });
  });
}
