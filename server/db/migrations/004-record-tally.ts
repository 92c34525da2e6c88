/**
 * Running counts of usage records by merchant, business, status and place, kept by statement
 * triggers, so the total of a findPage filtered by nothing, status and/or place is a few rows'
 * sum instead of a count over up to millions of records (see server/docs/fertigation.md, Bench).
 * Statement triggers with transition tables add each statement's rows in one grouped upsert, so
 * a bulk insert costs one aggregate, not one upsert per row.
 */
export const recordTally: readonly string[] = [
  `create table record_tally (
    merchant_id integer not null,
    business text not null,
    status text not null,
    place_id integer not null,
    n bigint not null,
    primary key (merchant_id, business, status, place_id)
  )`,
  `insert into record_tally (merchant_id, business, status, place_id, n)
    select merchant_id, business, status, coalesce(place_id, 0), count(*) from usage_record group by 1, 2, 3, 4`,
  `create function record_tally_added() returns trigger language plpgsql as $$
  begin
    insert into record_tally as t (merchant_id, business, status, place_id, n)
      select merchant_id, business, status, coalesce(place_id, 0), count(*) from new_rows group by 1, 2, 3, 4
      on conflict (merchant_id, business, status, place_id) do update set n = t.n + excluded.n;
    return null;
  end $$`,
  `create function record_tally_removed() returns trigger language plpgsql as $$
  begin
    insert into record_tally as t (merchant_id, business, status, place_id, n)
      select merchant_id, business, status, coalesce(place_id, 0), -count(*) from old_rows group by 1, 2, 3, 4
      on conflict (merchant_id, business, status, place_id) do update set n = t.n + excluded.n;
    return null;
  end $$`,
  `create trigger record_tally_insert after insert on usage_record
    referencing new table as new_rows for each statement execute function record_tally_added()`,
  `create trigger record_tally_update_old after update on usage_record
    referencing old table as old_rows for each statement execute function record_tally_removed()`,
  `create trigger record_tally_update_new after update on usage_record
    referencing new table as new_rows for each statement execute function record_tally_added()`,
  `create trigger record_tally_delete after delete on usage_record
    referencing old table as old_rows for each statement execute function record_tally_removed()`,
];
