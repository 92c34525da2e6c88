import { wellPermissions } from '../../../api/contract/well/permissions';
import { placeList } from '../../../api/contract/well/place';
import { wellRecordColumns } from '../../../api/contract/business/record-columns';
import { cancel, findPage } from '../../../api/contract/well/record';
import { wellRecordTexts as t } from '../../../i18n/zh-CN/well-record';
import type { RecordLine } from '../../business/record/record-line';
import { BusinessRecordPage } from '../../business/record/record-page';

/** The wells' records: water (m³) and power (kWh) of each order, by order number or mobile, status and place. */
export const wellRecordLine: RecordLine = {
  cacheKey: 'irrigationWell/record/findPage',
  calls: { findPage, cancel },
  permissions: wellPermissions.record,
  table: () => t.table,
  columns: wellRecordColumns,
  keywordLabel: t.keyword,
  filters: ['keyword', 'status', 'orderType', 'placeId'],
  placeList,
};

/** /agriculturalWell/record: usage records (orders) of the wells; cancel a booked or running one. */
export function WellRecordPage() {
  return <BusinessRecordPage line={wellRecordLine} />;
}
