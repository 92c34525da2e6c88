import { sql, type Selectable } from 'kysely';
import type { FAULT_TYPES } from '../../src/api/contract/fields';
import type { ReconcileKind } from '../../src/api/contract/money/reconcile';
import type { Db } from '../db/connect';
import type { OfflineOrderTable } from '../db/schema';
import { writeAlarms } from '../devices/alarms';
import type { FieldRecord } from '../devices/field/field-message';
import { reconcileMessages as msg } from './reconcile-messages';

/** A record as held (offline_order). */
export type HeldRecord = Selectable<OfflineOrderTable>;

/** What does not add up: the money it names (fen, signed) and its words; null when it adds up. */
export interface Finding {
  differenceFen: number;
  detail: string;
}

/** The fault type of each kind's alarm. */
const FAULT_OF: Readonly<Record<ReconcileKind, (typeof FAULT_TYPES)[number]>> = {
  balance: 'other',
  meter: 'electric_meter_failure',
  gap: 'other',
  shortfall: 'other',
  unknownCard: 'other',
  conflict: 'run_error',
  lostCard: 'other',
};

const n = (v: string | number) => Number(v);

/** A record number that jumped between two records of one device, in number order. */
export const gapBetween = (earlier: HeldRecord, later: HeldRecord): Finding | null =>
  n(later.record_no) > n(earlier.record_no) + 1 ? { differenceFen: 0, detail: msg.gap(n(earlier.record_no), n(later.record_no)) } : null;

/** A meter lower at a record's start than at the end of the device's record before it. */
export const meterBetween = (earlier: HeldRecord, later: HeldRecord): Finding | null =>
  n(later.start_wh) < n(earlier.end_wh) || n(later.start_liters) < n(earlier.end_liters)
    ? {
        differenceFen: 0,
        detail: msg.meter(n(earlier.record_no), n(later.start_wh), n(later.start_liters), n(earlier.end_wh), n(earlier.end_liters)),
      }
    : null;

/** What the card's chip took from the writes confirmed between two of its records (after the earlier ended, up to the later's start). */
async function writtenBetween(db: Db, cardId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('card_write')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_fen'), eb.lit(0)).as('fen'))
    .where('card_id', '=', cardId)
    .where('status', '=', 'written')
    .where('written_at', '>', from)
    .where('written_at', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

/**
 * A card's balance before a record that is not what the server knows: the balance after the card's
 * record before it, with the writes its chip took since. The chip's less the server's.
 */
export async function balanceBetween(db: Db, earlier: HeldRecord, later: HeldRecord): Promise<Finding | null> {
  const writtenFen = await writtenBetween(db, later.card_id!, earlier.ended_at, later.started_at);
  const knownFen = n(earlier.balance_after_fen) + writtenFen;
  const differenceFen = n(later.balance_before_fen) - knownFen;
  return differenceFen === 0
    ? null
    : { differenceFen, detail: msg.balance(n(later.balance_before_fen), knownFen, earlier.ended_at, writtenFen) };
}

/**
 * The card's first record (none before it in time) when its chip was blank at issue: its balance
 * before is what the writes its chip took before it added up to. (A card issued with money on its
 * chip that no write records, `chip_starts_blank` false, has nothing to check its first record against.)
 */
export async function balanceFromBlank(db: Db, first: HeldRecord): Promise<Finding | null> {
  const writtenFen = await writtenBetween(db, first.card_id!, new Date(0), first.started_at);
  const differenceFen = n(first.balance_before_fen) - writtenFen;
  return differenceFen === 0 ? null : { differenceFen, detail: msg.balanceFromBlank(n(first.balance_before_fen), writtenFen) };
}

/** A card's record against the one before it in time, or against its blank chip when it is the first. */
async function balanceAfter(
  db: Db,
  previous: HeldRecord | undefined,
  r: HeldRecord,
  startsBlank: boolean,
): Promise<Finding | null | undefined> {
  if (previous) return balanceBetween(db, previous, r);
  return startsBlank ? balanceFromBlank(db, r) : undefined;
}

/**
 * Makes the open issue of `kind` on a record say what `finding` says: opens it (with its alarm, a
 * fault row of kind `reconcile`), updates its money and words, or closes it as the system's when it
 * now adds up (a late record filled what was missing). One open issue per record and kind (a unique
 * index), so a record checked again never adds a second.
 */
export async function settleIssue(db: Db, kind: ReconcileKind, record: HeldRecord, finding: Finding | null, at: Date): Promise<void> {
  const open = await db
    .selectFrom('reconcile_issue')
    .select(['id', 'difference_fen', 'detail'])
    .where('offline_order_id', '=', record.id)
    .where('kind', '=', kind)
    .where('processed', '=', 'N')
    .executeTakeFirst();
  if (open && !finding) {
    await db
      .updateTable('reconcile_issue')
      .set((eb) => ({
        processed: 'Y',
        process_note: msg.resolved,
        processed_by_name: msg.system,
        processed_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', open.id)
      .execute();
    return;
  }
  if (!finding) return;
  if (open) {
    if (n(open.difference_fen) === finding.differenceFen && open.detail === finding.detail) return;
    await db
      .updateTable('reconcile_issue')
      .set((eb) => ({ difference_fen: finding.differenceFen, detail: finding.detail, version: eb('version', '+', 1) }))
      .where('id', '=', open.id)
      .execute();
    return;
  }
  await db
    .insertInto('reconcile_issue')
    .values({
      merchant_id: record.merchant_id,
      kind,
      offline_order_id: record.id,
      well_id: record.well_id,
      card_id: record.card_id,
      card_no: record.card_no,
      record_no: record.record_no,
      difference_fen: finding.differenceFen,
      detail: finding.detail,
      processed_at: null,
      happened_at: record.ended_at,
      created_at: at,
    })
    .execute();
  await writeAlarms(
    db,
    [
      {
        merchantId: record.merchant_id,
        wellId: record.well_id,
        kind: 'reconcile',
        fault: FAULT_OF[kind],
        detail: `#${record.record_no} ${finding.detail}`,
        label: msg.alarmLabel(kind),
        coolDownMinutes: 0,
      },
    ],
    at,
  );
}

/** The device's records just before and after one, by record number. */
async function deviceNeighbours(db: Db, r: HeldRecord) {
  const of = (cmp: '<' | '>') =>
    db
      .selectFrom('offline_order')
      .selectAll()
      .where('device_id', '=', r.device_id)
      .where('record_no', cmp, r.record_no)
      .orderBy('record_no', cmp === '<' ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  return { previous: await of('<'), next: await of('>') };
}

/**
 * The card's records just before and after one, in the order they happened (when they ended, then
 * started, then device and record number, so that the order does not depend on when they came).
 */
async function cardNeighbours(db: Db, r: HeldRecord) {
  const key = sql`(ended_at, started_at, device_id, record_no)`;
  const mine = sql`(${r.ended_at}::timestamptz, ${r.started_at}::timestamptz, ${r.device_id}::int, ${n(r.record_no)}::bigint)`;
  const of = (cmp: '<' | '>') =>
    db
      .selectFrom('offline_order')
      .selectAll()
      .where('card_id', '=', r.card_id)
      .where(sql<boolean>`${key} ${sql.raw(cmp)} ${mine}`)
      .orderBy('ended_at', cmp === '<' ? 'desc' : 'asc')
      .orderBy('started_at', cmp === '<' ? 'desc' : 'asc')
      .orderBy('device_id', cmp === '<' ? 'desc' : 'asc')
      .orderBy('record_no', cmp === '<' ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  return { previous: await of('<'), next: await of('>') };
}

/**
 * After a record is held (and booked, `shortfallFen` what its card could not pay), in its
 * transaction: against the device's record before it, a record number that jumped or a meter that
 * ran back; against the card's record before it in time, a balance before that is not that
 * record's after; the card not holding what the controller took; no card of its number. The
 * device's and the card's record after it (it came late) are checked again against it: what it
 * fills closes their issue, what it breaks opens one.
 */
export async function checkRecord(db: Db, r: HeldRecord, shortfallFen: number, at: Date): Promise<void> {
  const device = await deviceNeighbours(db, r);
  for (const [kind, between] of [
    ['gap', gapBetween],
    ['meter', meterBetween],
  ] as const) {
    if (device.previous) await settleIssue(db, kind, r, between(device.previous, r), at);
    if (device.next) await settleIssue(db, kind, device.next, between(r, device.next), at);
  }
  if (r.card_id === null) {
    await settleIssue(db, 'unknownCard', r, { differenceFen: n(r.amount_fen), detail: msg.unknownCard(r.card_no, n(r.amount_fen)) }, at);
    return;
  }
  const card = await db
    .selectFrom('card')
    .select(['status', 'lost_at', 'chip_starts_blank'])
    .where('id', '=', r.card_id)
    .executeTakeFirstOrThrow();
  const neighbours = await cardNeighbours(db, r);
  const own = await balanceAfter(db, neighbours.previous, r, card.chip_starts_blank);
  if (own !== undefined) await settleIssue(db, 'balance', r, own, at);
  if (neighbours.next) await settleIssue(db, 'balance', neighbours.next, await balanceBetween(db, r, neighbours.next), at);
  if (card.status !== 'normal' && card.lost_at && r.started_at > card.lost_at) {
    await settleIssue(db, 'lostCard', r, { differenceFen: n(r.amount_fen), detail: msg.lostCard(card.lost_at, n(r.amount_fen)) }, at);
  }
  if (shortfallFen > 0) {
    const amount = n(r.amount_fen);
    await settleIssue(db, 'shortfall', r, { differenceFen: shortfallFen, detail: msg.shortfall(amount, amount - shortfallFen) }, at);
  }
}

/**
 * A write of the card confirmed (its chip took it at `writtenAt`): the card's first record after it
 * is checked again, since what the server knew before it changed (a confirmation that came after
 * the record closes the record's issue).
 */
export async function recheckAfterWrite(db: Db, cardId: number, writtenAt: Date, at: Date): Promise<void> {
  const next = await db
    .selectFrom('offline_order')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('started_at', '>=', writtenAt)
    .orderBy('ended_at')
    .orderBy('started_at')
    .orderBy('device_id')
    .orderBy('record_no')
    .limit(1)
    .executeTakeFirst();
  if (!next) return;
  const card = await db.selectFrom('card').select('chip_starts_blank').where('id', '=', cardId).executeTakeFirstOrThrow();
  const { previous } = await cardNeighbours(db, next);
  const finding = await balanceAfter(db, previous, next, card.chip_starts_blank);
  if (finding !== undefined) await settleIssue(db, 'balance', next, finding, at);
}

/** A record again under a number held with another content (card, times, meters, money): named on the held one, not booked. */
export async function checkRepeat(db: Db, held: HeldRecord, again: FieldRecord, at: Date): Promise<void> {
  const same =
    held.card_no === again.cardNo &&
    held.started_at.getTime() === again.startedAt &&
    held.ended_at.getTime() === again.endedAt &&
    n(held.start_wh) === again.startWh &&
    n(held.end_wh) === again.endWh &&
    n(held.start_liters) === again.startLiters &&
    n(held.end_liters) === again.endLiters &&
    n(held.amount_fen) === again.amountFen &&
    n(held.balance_before_fen) === again.balanceBeforeFen;
  if (same) return;
  const finding = {
    differenceFen: again.amountFen,
    detail: msg.conflict({ cardNo: held.card_no, amountFen: n(held.amount_fen) }, { cardNo: again.cardNo, amountFen: again.amountFen }),
  };
  await settleIssue(db, 'conflict', held, finding, at);
}
