import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { DEVICE_TRANSPORTS } from '../device/field-link';
import { COMMAND_ACTIONS } from '../device/messages';
import { SIG_INTENSITIES, WELL_RUNNING, id, keyword, paging } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from './permissions';

const p = wellPermissions.monitor;

export const WATER_LEVEL_STATES = ['normal', 'overLimit', 'belowLimit'] as const;
export const COMMAND_STATUSES = ['SENT', 'ACKED', 'REFUSED', 'TIMEOUT'] as const;

/** A well as the monitor shows it; the live stream (`live/events`) sends the same rows as they change. */
export const monitorRow = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  isOnline: z.boolean(),
  /** Signal (0 to 31), 1 decimal, and its band. */
  sig: z.number(),
  sigIntensity: z.enum(SIG_INTENSITIES),
  /** Metres below ground, 2 decimals; against the well's bounds (WELL_PARAM_RULES: overLimit deeper than max, belowLimit shallower than min). */
  waterLevel: z.number(),
  waterLevelState: z.enum(WATER_LEVEL_STATES),
  /** A and V, 1 decimal. */
  current: z.number(),
  voltage: z.number(),
  running: z.enum(WELL_RUNNING),
  /** The order pumping now (a card's swipe), if any. */
  order: z.nullable(z.object({ orderNo: z.string(), userName: z.string(), startTime: z.string() })),
  /** When the device last reported (null: never, the well has no live device yet). */
  statusTime: z.nullable(z.string()),
  /** The device has credentials (it can connect). */
  hasDevice: z.boolean(),
  /** The well is stopped (停用): its pump is not started from the monitor (irrigationWell/monitor/command refuses it). */
  stopped: z.boolean(),
  /** How its device reaches the server (通信方式); null: no device. */
  transport: z.nullable(z.enum(DEVICE_TRANSPORTS)),
  /** Where the well is (the big screen's map); null when not surveyed. */
  longitude: z.nullable(z.number()),
  latitude: z.nullable(z.number()),
});
export type MonitorRow = z.infer<typeof monitorRow>;

export const monitorSummary = z.object({ wells: z.number(), online: z.number(), running: z.number(), levelAlarms: z.number() });

/** POST irrigationWell/monitor/findPage: the merchant's wells live, with the counts of the whole merchant. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/monitor/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view, orPermissions: ['bigScreen:home:view'] },
  request: z.strictObject({
    ...paging,
    keyword,
    placeId: z.optional(id),
    isOnline: z.optional(z.boolean()),
    running: z.optional(z.enum(WELL_RUNNING)),
    waterLevelState: z.optional(z.enum(WATER_LEVEL_STATES)),
  }),
  response: z.object({ ...pageOf(monitorRow).shape, summary: monitorSummary }),
});

/** The most wells `findAll` answers (the big screen's map): a merchant beyond it sees the first ones by code. */
export const MAP_WELLS_MAX = 5000;

/**
 * POST irrigationWell/monitor/findAll: every well of the merchant as the monitor shows it, by code,
 * up to MAP_WELLS_MAX, in one answer (the big screen's map and counts); `total` counts them all.
 */
export const findAll = defineCall({
  method: 'POST',
  path: 'irrigationWell/monitor/findAll',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view, orPermissions: ['bigScreen:home:view'] },
  request: z.strictObject({}),
  response: z.object({ records: z.array(monitorRow), total: z.number() }),
});

export const commandRow = z.object({
  id: z.number(),
  wellId: z.number(),
  action: z.enum(COMMAND_ACTIONS),
  status: z.enum(COMMAND_STATUSES),
  /** The device's reason for a refusal, or why it failed. */
  reason: z.string(),
  createTime: z.string(),
  answerTime: z.nullable(z.string()),
});
export type CommandRow = z.infer<typeof commandRow>;

/**
 * POST irrigationWell/monitor/command: start or stop a well's pump. Answers the command SENT; its
 * end (ACKED, REFUSED, or TIMEOUT after 10 s without an answer) comes on the live stream and from
 * `commandState`. The well's running state changes only on the device's ACK.
 */
export const command = defineCall({
  method: 'POST',
  path: 'irrigationWell/monitor/command',
  mode: 'json',
  access: { permission: p.control },
  request: z.strictObject({ wellId: id, action: z.enum(COMMAND_ACTIONS) }),
  response: commandRow,
});

/** POST irrigationWell/monitor/commandState: one command as it stands. */
export const commandState = defineCall({
  method: 'POST',
  path: 'irrigationWell/monitor/commandState',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ id }),
  response: commandRow,
});

export const deviceKey = z.object({
  /** The MQTT username (the device's key in its topics); null before the first credentials. */
  username: z.nullable(z.string()),
  rotateTime: z.nullable(z.string()),
});

/** POST irrigationWell/equip/deviceKey: a well's MQTT username, never its secret. */
export const findDeviceKey = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/deviceKey',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.well.view },
  request: z.strictObject({ id }),
  response: deviceKey,
});

/**
 * POST irrigationWell/equip/rotateDeviceKey: new credentials for a well's device; the secret is in
 * this answer only (the server keeps its hash). The device's old secret stops working at once.
 */
export const rotateDeviceKey = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/rotateDeviceKey',
  mode: 'json',
  access: { permission: wellPermissions.well.edit },
  request: z.strictObject({ id }),
  response: z.object({ username: z.string(), secret: z.string(), rotateTime: z.string() }),
});
