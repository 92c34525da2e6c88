import {
  EQUIP_IMPORT_COLUMNS,
  VALVE_IMPORT_COLUMNS,
  importEquipCsv,
  importValveCsv,
  type ImportColumn,
} from '../../../api/contract/fertigation/import';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { importTexts as t } from '../../../i18n/zh-CN/fertigation-import';

/** What the import dialog of one screen sends and shows. */
export interface ImportTarget {
  /** Both import calls take and answer the same shapes. */
  call: typeof importValveCsv | typeof importEquipCsv;
  permission: string;
  columns: readonly ImportColumn[];
  title: string;
  templateName: string;
  rules: string;
}

export type ImportTargetName = 'valve' | 'equip';

export const importTargets: Record<ImportTargetName, ImportTarget> = {
  valve: {
    call: importValveCsv,
    permission: fertigationPermissions.valve.add,
    columns: VALVE_IMPORT_COLUMNS,
    title: t.valveTitle,
    templateName: t.valveTemplate,
    rules: t.valveRules,
  },
  equip: {
    call: importEquipCsv,
    permission: fertigationPermissions.equip.add,
    columns: EQUIP_IMPORT_COLUMNS,
    title: t.equipTitle,
    templateName: t.equipTemplate,
    rules: t.equipRules,
  },
};
