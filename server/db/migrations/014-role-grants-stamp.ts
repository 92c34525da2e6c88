/**
 * A stamp per role that moves whenever what the role grants may have moved: any change of its
 * menus (whoever makes it: plat/role/edit, a migration, another server process) or of the menus
 * themselves. The servers keep the permissions of a set of roles by these stamps
 * (server/auth/role-grants.ts) and read the stamps with every caller, so a change applies on the
 * next call of every server on the database. Not audited: it is bookkeeping of role_menu, which
 * is. Role ids are never reused, so a deleted role's stamp may stay.
 */
export const roleGrantsStamp: readonly string[] = [
  `create table role_grants_stamp (
    role_id integer primary key,
    stamp bigint not null
  )`,
  // OLD is null on an insert and NEW on a delete; an update moving a row to another role bumps both
  `create function bump_role_grants_stamp() returns trigger language plpgsql as $$
  begin
    insert into role_grants_stamp (role_id, stamp)
      select distinct r, 1 from unnest(array[old.role_id, new.role_id]) r where r is not null
      on conflict (role_id) do update set stamp = role_grants_stamp.stamp + 1;
    return null;
  end $$`,
  `create trigger role_menu_grants_stamp after insert or update or delete on role_menu
    for each row execute function bump_role_grants_stamp()`,
  `create function bump_every_role_grants_stamp() returns trigger language plpgsql as $$
  begin
    insert into role_grants_stamp (role_id, stamp) select id, 1 from role
      on conflict (role_id) do update set stamp = role_grants_stamp.stamp + 1;
    return null;
  end $$`,
  `create trigger menu_grants_stamp after update or delete on menu
    for each statement execute function bump_every_role_grants_stamp()`,
];
