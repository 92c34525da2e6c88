import {
  fertigationAreaCalls,
  fertigationEquipCalls,
  fertigationEquipTypeCalls,
  fertigationFeedbackCalls,
  fertigationPlaceCalls,
  fertigationRecordCalls,
  fertigationTemplateCalls,
  fertigationValveCalls,
  logCalls,
  noticeCalls,
  roleCalls,
  serviceCalls,
  userCalls,
  wellAlarmRuleCalls,
  wellFeedbackCalls,
  wellInspectionCalls,
  wellPlaceCalls,
} from '../../../src/api/contract';
import type { CallDef } from '../../../src/api/contract/define-call';

type Row = Record<string, unknown>;

/** The records' and logs' time filters: every row, not only this month's. */
const ALL_TIME = { startTime: '2000-01-01 00:00:00', endTime: '2100-01-01 00:00:00' };

/**
 * The table pages that export beside the first six (wells, records, cards, bills, flows,
 * settlements) and the reports: each findPage with filters that keep some of the rows, made from
 * the first row of its unfiltered page.
 */
export const TABLE_PAGE_EXPORTS: readonly { call: CallDef; filters: (first: Row) => Record<string, unknown> }[] = [
  { call: wellPlaceCalls.findPage, filters: (r) => ({ name: String(r.name).slice(0, 2) }) },
  { call: wellFeedbackCalls.findPage, filters: (r) => ({ processed: r.processed, faultType: r.faultType }) },
  { call: wellInspectionCalls.findPlanPage, filters: (r) => ({ enabled: r.enabled }) },
  { call: wellInspectionCalls.findTaskPage, filters: (r) => ({ status: r.status, overdue: r.overdue ? 'Y' : 'N' }) },
  { call: wellAlarmRuleCalls.findPage, filters: (r) => ({ kind: r.kind }) },
  { call: serviceCalls.findPage, filters: (r) => ({ status: r.status }) },
  { call: noticeCalls.findPage, filters: () => ({ unread: true }) },
  { call: fertigationPlaceCalls.findPage, filters: (r) => ({ name: r.name }) },
  { call: fertigationAreaCalls.findPage, filters: (r) => ({ placeId: r.placeId }) },
  { call: fertigationValveCalls.findPageValve, filters: (r) => ({ areaId: r.areaId, enabled: 'Y' }) },
  { call: fertigationEquipCalls.findPage, filters: (r) => ({ placeId: r.placeId }) },
  { call: fertigationEquipTypeCalls.findPage, filters: () => ({ enabled: 'Y' }) },
  { call: fertigationRecordCalls.findPage, filters: () => ({ status: 'FINISH', ...ALL_TIME }) },
  { call: fertigationFeedbackCalls.findPage, filters: (r) => ({ faultType: r.faultType }) },
  { call: fertigationTemplateCalls.findPage, filters: (r) => ({ keyword: r.name }) },
  { call: userCalls.findPage, filters: () => ({ enabled: 'Y' }) },
  { call: roleCalls.findPage, filters: (r) => ({ keyword: r.name }) },
  { call: logCalls.findLoginLogPage, filters: () => ({ result: 'success', ...ALL_TIME }) },
  { call: logCalls.findOperLogPage, filters: (r) => ({ keyword: r.operatorMobile, ...ALL_TIME }) },
];
