/** The well (agriculturalWell) calls, under irrigationWell/, one module per resource. */
export { BILLING_MODES, FOLLOW_PROMPTS, HEALTHS, TRANSFORMERS, WELL_RUNNING } from '../fields';
export { wellPermissions } from './permissions';
export { WELL_PARAM_RULES, WELL_PRICE_RULE } from './param-rules';
export * as wellHomeCalls from './home';
export * as wellBigScreenCalls from './big-screen';
export * as wellEquipCalls from './equip';
export * as wellPlaceCalls from './place';
export * as wellRecordCalls from './record';
export * as wellFeedbackCalls from './feedback';
export * as wellMonitorCalls from './monitor';
export * as wellDeviceLinkCalls from './device-link';
export * as wellInspectionCalls from './inspection';
export * as wellAlarmRuleCalls from './alarm-rule';
export * as wellHistoryCalls from './history';
export * as wellHistoryReportCalls from './history-report';
