import { cancel, findPage } from '../../../api/contract/fertigation/record';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { fertigationRecordColumns } from '../../../api/contract/fertigation/record-columns';
import { recordTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import type { RecordLine } from '../../business/record/record-line';

/** The fertigation records screen: irrigation orders of the machines, by order number and status. */
export const fertigationRecordLine: RecordLine = {
  cacheKey: 'fertigation/record/findPage',
  calls: { findPage, cancel },
  permissions: fertigationPermissions.record,
  table: () => t.table,
  columns: fertigationRecordColumns,
  keywordLabel: t.orderNo,
  filters: ['keyword', 'status'],
};
