import * as z from 'zod/mini';
import { FAULT_TYPES } from '../fields';
import type { DownKind, UpKind } from './topics';

/**
 * The payloads a device and the server exchange over MQTT: one strict schema per message, the
 * server's check and the simulator's source alike (server/docs/devices.md). Every uplink carries
 * `seq`, a number the device never repeats and only increases (a counter kept across restarts,
 * or its clock in ms), and `ts`, the device's clock in ms: a message at or below the last
 * accepted `seq`, or whose `ts` is more than {@link MAX_CLOCK_SKEW_MS} away from the server's,
 * is a replay and dropped.
 */

/** Larger payloads are dropped unread. */
export const MAX_PAYLOAD_BYTES = 1024;
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

const int = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
/** A reading with at most `places` decimals (scaled to an integer on the server). */
const reading = (min: number, max: number, places: number) =>
  z.number().check(
    z.minimum(min),
    z.maximum(max),
    z.refine((v) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6),
  );

const head = { seq: int(1, Number.MAX_SAFE_INTEGER), ts: int(0, 8_640_000_000_000) };
/** A meter's running total: kWh × 1000 (Wh) and m³ × 1000 (litres). */
const meter = { meterWh: int(0, 1e13), meterLiters: int(0, 1e13) };
/** The device's own id of a swipe's order, printed on the farmer's receipt. */
const orderNo = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,32}$/));

/** `up/status`, every 10 s or so and on any change. */
export const statusMessage = z.strictObject({
  ...head,
  /** Signal, CSQ 0 to 31, 1 decimal. */
  sig: reading(0, 31, 1),
  /** Water level, metres below ground, 2 decimals. */
  waterLevel: reading(0, 500, 2),
  /** The pump is on. */
  running: z.boolean(),
  /** Motor current in A and supply voltage in V, 1 decimal. */
  current: reading(0, 1000, 1),
  voltage: reading(0, 1000, 1),
  ...meter,
});

/** `up/event`: a fault the device detected (the spec's fault types). */
export const eventMessage = z.strictObject({
  ...head,
  fault: z.enum(FAULT_TYPES),
  detail: z.optional(z.string().check(z.maxLength(200))),
});

/** The card's number as printed (the card's chip). */
const cardNo = z.string().check(z.regex(/^[A-Za-z0-9]{4,32}$/));

/** `up/swipe`: a card was swiped to start pumping; the server answers on `down/swipe`. */
export const swipeMessage = z.strictObject({
  ...head,
  cardNo,
  orderNo,
  ...meter,
});

/** `up/stop`: the pump stopped on an order (card swiped again, balance used up, command): the readings end and price it. */
export const stopMessage = z.strictObject({ ...head, orderNo, ...meter });

/** `up/ack`: the device's answer to a command. */
export const ackMessage = z.strictObject({
  ...head,
  cmdId: int(1, 2_147_483_647),
  ok: z.boolean(),
  /** Why it refused, in the device's words. */
  reason: z.optional(z.string().check(z.maxLength(100))),
});

/** A time of the device's clock in ms (at most 2100-01-01). */
const at = int(0, 4_102_444_800_000);
/** Money the controller holds or moved, fen (up to 10 million yuan). */
const fen = int(0, 1_000_000_000);

/**
 * `up/order`: an order the controller finished on its own (while offline, or as its trade does) and
 * kept; sent when it is back, oldest first, one record a message (server/docs/offline-orders.md).
 * The server books each record once, keyed by the device and `recordNo`, and answers `down/order`.
 */
export const orderMessage = z
  .strictObject({
    ...head,
    /** The controller's number of the record, one more per order. */
    recordNo: int(1, Number.MAX_SAFE_INTEGER),
    cardNo,
    /** When the pump started and stopped, by the device's clock in ms. */
    startedAt: at,
    endedAt: at,
    /** The meters at the start and at the end: Wh and litres. */
    startWh: meter.meterWh,
    endWh: meter.meterWh,
    startLiters: meter.meterLiters,
    endLiters: meter.meterLiters,
    /** What the controller priced the order at and took off the card. */
    amountFen: fen,
    /** The card's balance before and after, as the controller read and wrote it. */
    balanceBeforeFen: fen,
    balanceAfterFen: fen,
  })
  .check(
    z.refine((m) => m.endedAt >= m.startedAt, { message: 'ends before it starts', path: ['endedAt'] }),
    z.refine((m) => m.endWh >= m.startWh && m.endLiters >= m.startLiters, {
      message: 'a meter runs back within the order',
      path: ['endWh'],
    }),
    z.refine((m) => m.balanceAfterFen === m.balanceBeforeFen - m.amountFen, {
      message: 'the balance after is not the balance before less the amount',
      path: ['balanceAfterFen'],
    }),
  );

/**
 * `up/credit`: the controller put a write of the card's (`down/credit`, by its number) on the chip:
 * when (its clock) and the balance the chip then held. The same confirmation again changes nothing.
 */
export const creditMessage = z.strictObject({
  ...head,
  cardNo,
  serial: int(1, 2_147_483_647),
  writtenAt: at,
  balanceAfterFen: fen,
});

export const UP_MESSAGES = {
  status: statusMessage,
  event: eventMessage,
  swipe: swipeMessage,
  stop: stopMessage,
  ack: ackMessage,
  order: orderMessage,
  credit: creditMessage,
} as const satisfies Record<UpKind, z.ZodMiniType>;
export type UpMessage<K extends UpKind> = z.infer<(typeof UP_MESSAGES)[K]>;

export const COMMAND_ACTIONS = ['start', 'stop'] as const;
export type CommandAction = (typeof COMMAND_ACTIONS)[number];

/** `down/cmd`: start or stop the pump (an operator's run without a card, or ending an order). */
export const commandMessage = z.strictObject({
  cmdId: int(1, 2_147_483_647),
  action: z.enum(COMMAND_ACTIONS),
  ts: int(0, 8_640_000_000_000),
});

/** `down/swipe`: whether a swipe's order started; the device pumps only on `ok`. */
export const swipeAnswerMessage = z.strictObject({
  orderNo,
  ok: z.boolean(),
  /** The refusal the device shows (the console's words: 卡已挂失, 余额不足…). */
  message: z.optional(z.string()),
  /** The card's balance in yuan when the order started. */
  balance: z.optional(z.number()),
});

/**
 * `down/order`: the answer to each `up/order`: the record it answers and the highest record number
 * the server holds of the device (booked now or before), so the controller can forget those.
 */
export const orderAnswerMessage = z.strictObject({
  recordNo: int(1, Number.MAX_SAFE_INTEGER),
  lastRecordNo: int(1, Number.MAX_SAFE_INTEGER),
});

/**
 * `down/credit`: the writes an offline card waits for (待写卡), in number order; every controller of
 * the merchant keeps the card's list as the last message says it (empty: none left) and writes them
 * at the card's next swipe, each number once (the chip keeps the last it took), then confirms each
 * on `up/credit`. Signed fen: a recharge refund takes money off the chip.
 */
export const cardWritesMessage = z.strictObject({
  cardNo,
  writes: z.array(z.strictObject({ serial: int(1, 2_147_483_647), amountFen: int(-1_000_000_000, 1_000_000_000) })),
});

/** `down/blacklist`: every card of the merchant the wells must refuse (lost, or replaced by another): the whole list each time. */
export const blacklistMessage = z.strictObject({ cardNos: z.array(cardNo) });

export const DOWN_MESSAGES = {
  cmd: commandMessage,
  swipe: swipeAnswerMessage,
  order: orderAnswerMessage,
  credit: cardWritesMessage,
  blacklist: blacklistMessage,
} as const satisfies Record<DownKind, z.ZodMiniType>;
export type DownMessage<K extends DownKind> = z.infer<(typeof DOWN_MESSAGES)[K]>;
