/**
 * The usage records' running counts (004-record-tally) move only for rows whose counted key moved:
 * an update that leaves a record's merchant, business, status and place as they were (an order's
 * amount, its meter readings while it runs) no longer takes and gives back one to the same tally
 * row. Before, every update of a record upserted its tally rows twice, and each upsert locks the row
 * that all of a place's orders share until commit.
 */
export const tallyMoves: readonly string[] = [
  `drop trigger record_tally_update_old on usage_record`,
  `drop trigger record_tally_update_new on usage_record`,
  `create function record_tally_moved() returns trigger language plpgsql as $$
  begin
    insert into record_tally as t (merchant_id, business, status, place_id, n)
      select merchant_id, business, status, place_id, sum(d) from (
        select o.merchant_id, o.business, o.status, coalesce(o.place_id, 0) as place_id, -1 as d
          from old_rows o join new_rows x on x.id = o.id
          where (o.merchant_id, o.business, o.status, coalesce(o.place_id, 0)) is distinct from (x.merchant_id, x.business, x.status, coalesce(x.place_id, 0))
        union all
        select x.merchant_id, x.business, x.status, coalesce(x.place_id, 0), 1
          from old_rows o join new_rows x on x.id = o.id
          where (o.merchant_id, o.business, o.status, coalesce(o.place_id, 0)) is distinct from (x.merchant_id, x.business, x.status, coalesce(x.place_id, 0))
      ) moved group by 1, 2, 3, 4 having sum(d) <> 0
      on conflict (merchant_id, business, status, place_id) do update set n = t.n + excluded.n;
    return null;
  end $$`,
  `create trigger record_tally_update after update on usage_record
    referencing old table as old_rows new table as new_rows for each statement execute function record_tally_moved()`,
];
