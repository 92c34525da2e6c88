import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordPresence } from '../../history/presence';
import { publishLive } from '../../live/live-hub';
import { monitorRowsOf } from '../../routes/well/monitor-row';

/**
 * The wells whose DTU is connected stay online (server/docs/field-gateway.md, "Online"): a
 * terminal reports every few minutes to an hour, far apart for the 60 s after which a silent well
 * goes offline, and its socket, kept alive by heartbeats, is the sign it is there. Run by the
 * hub's sweep before the silent wells go offline; a well that comes back online is told to its
 * merchant's consoles. A well heard within `freshMs` is left alone: rewriting every connected well
 * each sweep took the rows' locks from under the status batches (the TCP bench's p99).
 */
export async function keepConnectedOnline(db: Kysely<Database>, wellIds: number[], now: Date, freshMs: number): Promise<void> {
  if (wellIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const back = await trx
      .updateTable('well')
      .set({
        is_online: true,
        last_online_at: now,
        status_at: now,
        status: sql`case when status = 'notonline' then 'normal' else status end`,
      })
      .where('id', 'in', wellIds)
      .where('is_online', '=', false)
      .returning(['id', 'merchant_id'])
      .execute();
    await recordPresence(
      trx,
      back.map((r) => r.id),
      now,
      true,
    );
    await trx
      .updateTable('well')
      .set({ last_online_at: now, status_at: now })
      .where('id', 'in', wellIds)
      .where((eb) => eb.or([eb('status_at', 'is', null), eb('status_at', '<', new Date(now.getTime() - freshMs))]))
      .execute();
    const byMerchant = new Map<number, number[]>();
    for (const r of back) byMerchant.set(r.merchant_id, [...(byMerchant.get(r.merchant_id) ?? []), r.id]);
    for (const [merchantId, ids] of byMerchant)
      await publishLive(trx, merchantId, { type: 'wells', rows: await monitorRowsOf(trx, merchantId, ids), at: now.getTime() });
  });
}
