import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { PlanRow, TaskRow } from './inspection';

/** Headers of the inspection plans' table columns (the screen's and the export's). */
export const planColumnTitles = {
  name: '计划名称',
  inspector: '巡检人员',
  interval: '巡检周期',
  wells: '巡检机井',
  enabled: '状态',
  nextDue: '下次巡检',
  overdue: '逾期任务',
  remark: '备注',
  createTime: '创建时间',
} as const;

/** Headers of the inspection tasks' table columns (the screen's and the export's); the well and place columns take the personalised names. */
export const taskColumnTitles = {
  plan: '巡检计划',
  inspector: '巡检人员',
  dueTime: '应巡检时间',
  status: '任务状态',
  startTime: '开始时间',
  finishTime: '完成时间',
  executor: '执行人',
  result: '巡检结果',
  health: '设备健康度',
  remark: '巡检说明',
} as const;

/** 张三 13800000000: a person with the mobile, when known. */
export const personText = (name: string, mobile: string): string => [name, mobile].filter(Boolean).join(' ');

/** The wells of a plan: names with codes, separated by 、. */
export const planWellsText = (r: Pick<PlanRow, 'wells'>): string => r.wells.map((w) => `${w.name}(${w.cd})`).join('、');

/** The task's status, 已逾期 appended when past its due time. */
export const taskStatusText = (r: Pick<TaskRow, 'status' | 'overdue'>): string =>
  r.overdue ? `${label('inspectionStatus', r.status)}（已逾期）` : label('inspectionStatus', r.status);

const p = planColumnTitles;
const t = taskColumnTitles;

/** The inspection plans table's columns and its export's; the export adds when a plan was made. */
export const planColumnDefs = columnsOf<PlanRow>()([
  { key: 'name', title: p.name, text: (r) => r.name },
  { key: 'inspector', title: p.inspector, text: (r) => personText(r.inspectorName, r.inspectorMobile) },
  { key: 'intervalDays', title: p.interval, text: (r) => label('inspectionInterval', r.intervalDays) },
  { key: 'wells', title: p.wells, text: planWellsText },
  { key: 'enabled', title: p.enabled, text: (r) => label('enabled', r.enabled) },
  { key: 'nextDueTime', title: p.nextDue, text: (r) => r.nextDueTime ?? '' },
  { key: 'overdueCount', title: p.overdue, text: (r) => r.overdueCount },
  { key: 'remark', title: p.remark, text: (r) => r.remark },
  { key: 'createTime', title: p.createTime, text: (r) => r.createTime, only: 'export' },
]);

/** The inspection tasks table's columns and its export's. */
export const taskColumnDefs = columnsOf<TaskRow>()([
  { key: 'well', title: (n) => n.equipment, text: (r) => `${r.wellName}(${r.wellCd})` },
  { key: 'placeName', title: (n) => n.place, text: (r) => r.placeName },
  { key: 'planName', title: t.plan, text: (r) => r.planName },
  { key: 'inspector', title: t.inspector, text: (r) => personText(r.inspectorName, r.inspectorMobile) },
  { key: 'dueTime', title: t.dueTime, text: (r) => r.dueTime },
  { key: 'status', title: t.status, text: taskStatusText },
  { key: 'startTime', title: t.startTime, text: (r) => r.startTime ?? '' },
  { key: 'finishTime', title: t.finishTime, text: (r) => r.finishTime ?? '' },
  { key: 'executorName', title: t.executor, text: (r) => r.executorName },
  { key: 'result', title: t.result, text: (r) => label('inspectionResult', r.result) },
  { key: 'health', title: t.health, text: (r) => label('equipmentCheckHealth', r.health) },
  { key: 'remark', title: t.remark, text: (r) => r.remark },
]);
