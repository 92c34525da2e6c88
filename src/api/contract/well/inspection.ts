import * as z from 'zod/mini';
import { pictureKey } from '../business/feedback';
import { defineCall } from '../define-call';
import { FAULT_TYPES, dateTime, id, keyword, optionalText, paging, requiredText, savedRow, version, yesNo } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from './permissions';

const p = wellPermissions.inspection;

/** Spec section 9: the days between two inspections of a well. */
export const INSPECTION_INTERVALS = [30, 60, 90, 120] as const;
/** Spec section 3: a task waits, runs (the inspector is at the well), then is finished. */
export const INSPECTION_STATUSES = ['WAIT', 'RUNNING', 'FINISH'] as const;
export const INSPECTION_RESULTS = ['NORMAL', 'ABNORMAL'] as const;
/** Spec section 3: the equipment check's health, A (优) to C (差). */
export const CHECK_HEALTHS = ['A', 'B', 'C'] as const;

export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** A well as a plan lists it. */
export const planWell = z.object({ id: z.number(), cd: z.string(), name: z.string(), placeName: z.string() });

/** A plan: who inspects which wells, every how many days. */
export const planRow = z.object({
  id: z.number(),
  name: z.string(),
  inspectorId: z.nullable(z.number()),
  inspectorName: z.string(),
  inspectorMobile: z.string(),
  intervalDays: z.literal(INSPECTION_INTERVALS),
  enabled: yesNo,
  remark: z.string(),
  wells: z.array(planWell),
  /** The earliest due time of its open tasks (null: none open). */
  nextDueTime: z.nullable(z.string()),
  /** Its open tasks past their due time. */
  overdueCount: z.number(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PlanRow = z.infer<typeof planRow>;

/** A task: one inspection of one well of a plan, due at a time. */
export const taskRow = z.object({
  id: z.number(),
  /** Null once its plan is deleted (a finished task stays as history). */
  planId: z.nullable(z.number()),
  planName: z.string(),
  inspectorName: z.string(),
  inspectorMobile: z.string(),
  wellId: z.number(),
  wellCd: z.string(),
  wellName: z.string(),
  /** Where the well stands (WGS-84 degrees; null when not surveyed): the phone's map opens there. */
  wellLongitude: z.nullable(z.number()),
  wellLatitude: z.nullable(z.number()),
  placeId: z.number(),
  placeName: z.string(),
  dueTime: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  /** Not finished and past its due time. */
  overdue: z.boolean(),
  /** The caller is its plan's inspector. */
  mine: z.boolean(),
  startTime: z.nullable(z.string()),
  finishTime: z.nullable(z.string()),
  /** Who started it. */
  executorName: z.string(),
  result: z.nullable(z.enum(INSPECTION_RESULTS)),
  health: z.nullable(z.enum(CHECK_HEALTHS)),
  remark: z.string(),
  pictures: z.array(z.string()),
  /** The fault report an abnormal result opened. */
  faultFeedbackId: z.nullable(z.number()),
  version: z.number(),
  createTime: z.string(),
});
export type TaskRow = z.infer<typeof taskRow>;

/** POST irrigationWell/inspection/plan/findPage: by plan name or inspector (keyword), enabled, well. */
export const findPlanPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/plan/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, keyword, enabled: z.optional(yesNo), wellId: z.optional(id) }),
  response: pageOf(planRow),
});

/** POST irrigationWell/inspection/plan/options: the merchant's wells and enabled users, to pick in the plan dialog. */
export const planOptions = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/plan/options',
  readOnly: true,
  mode: 'json',
  access: { permission: p.add, orPermissions: [p.edit] },
  request: z.strictObject({}),
  response: z.object({
    wells: z.array(z.extend(planWell, { placeId: z.number() })),
    inspectors: z.array(z.object({ id: z.number(), name: z.string(), mobile: z.string() })),
  }),
});

const planFields = {
  name: requiredText('计划名称', 50),
  inspectorId: id,
  intervalDays: z.literal(INSPECTION_INTERVALS, '巡检周期只能是30、60、90或120天'),
  wellIds: z.array(id).check(z.minLength(1, '请选择巡检的机井'), z.maxLength(200, '一个计划最多200口机井')),
  enabled: yesNo,
  remark: optionalText('备注', 200),
  /** When the tasks this save creates are due. @default now + the interval */
  firstDueTime: z.optional(dateTime),
};

/** POST irrigationWell/inspection/plan/save: a new plan, and a waiting task for each of its wells. */
export const savePlan = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/plan/save',
  mode: 'json',
  access: { permission: p.add },
  request: z.strictObject(planFields),
  response: savedRow,
});

/**
 * POST irrigationWell/inspection/plan/update: with the version read. A well added gets a waiting
 * task; a well removed, or every well of a plan disabled, loses its waiting one.
 */
export const updatePlan = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/plan/update',
  mode: 'json',
  access: { permission: p.edit },
  request: z.strictObject({ id, version, ...planFields }),
  response: savedRow,
});

/** POST irrigationWell/inspection/plan/delete: its waiting tasks go, its finished ones stay; refused while one runs. */
export const deletePlan = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/plan/delete',
  mode: 'json',
  access: { permission: p.delete },
  request: z.strictObject({ id }),
  response: z.null(),
});

/**
 * POST irrigationWell/inspection/task/findPage: overdue first, then by due time (with `mineFirst`,
 * the caller's own tasks before the others); by well (keyword), plan, place, status, result, overdue, due time.
 */
export const findTaskPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/task/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    planId: z.optional(id),
    placeId: z.optional(id),
    status: z.optional(z.enum(INSPECTION_STATUSES)),
    result: z.optional(z.enum(INSPECTION_RESULTS)),
    overdue: z.optional(yesNo),
    /** Y: the tasks whose plan the caller inspects come first (the inspector's phone). */
    mineFirst: z.optional(yesNo),
    startTime: z.optional(dateTime),
    endTime: z.optional(dateTime),
  }),
  response: pageOf(taskRow),
});

const taskChange = z.object({ id: z.number(), status: z.enum(INSPECTION_STATUSES), version: z.number() });

/** POST irrigationWell/inspection/task/start: WAIT to RUNNING. */
export const startTask = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/task/start',
  mode: 'json',
  access: { permission: p.execute },
  request: z.strictObject({ id, version }),
  response: taskChange,
});

/**
 * POST irrigationWell/inspection/task/finish: RUNNING to FINISH with the result, the health and up to
 * 9 pictures. ABNORMAL needs a remark and opens a fault report of the well (the chosen fault type,
 * else 其他). The plan's next task of the well is due the interval after now. Idempotent: a phone on a
 * slow network sends the result again after a lost answer, with the same key, and is answered the first
 * finish without a second one.
 */
export const finishTask = defineCall({
  method: 'POST',
  path: 'irrigationWell/inspection/task/finish',
  mode: 'json',
  idempotent: true,
  access: { permission: p.execute },
  request: z
    .strictObject({
      id,
      version,
      result: z.enum(INSPECTION_RESULTS, '请选择巡检结果'),
      health: z.enum(CHECK_HEALTHS, '请选择设备健康度'),
      remark: optionalText('巡检说明', 500),
      pictures: z.array(pictureKey).check(z.maxLength(9, '图片超限，最多可上传9张图片')),
      faultType: z.optional(z.enum(FAULT_TYPES)),
    })
    .check(
      z.refine((v) => v.result === 'NORMAL' || v.remark.trim() !== '', { message: '巡检异常时请填写异常说明', path: ['remark'] }),
      z.refine((v) => v.result === 'ABNORMAL' || v.faultType === undefined, { message: '巡检正常时不能选择故障类型', path: ['faultType'] }),
    ),
  response: z.extend(taskChange, { faultFeedbackId: z.nullable(z.number()), nextDueTime: z.nullable(z.string()) }),
});
