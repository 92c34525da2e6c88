import { sql, type Kysely } from 'kysely';
import { SCHEMA_LOCK_KEY } from '../migrate';
import type { Database } from '../schema';
import { MERCHANT_MENUS } from './menus';

/** A row of the menu catalogue: its id, the group (business line or system) it belongs to, its button's permission. */
export interface CatalogueRow {
  id: number;
  group: string;
  permission: string;
}

/**
 * The merchants' menu catalogue (seed/menus.ts: every group, page and button of the console), in
 * every database, demo or not: a merchant's roles grant from it and its users' menus are read from
 * it (an administrator's `*:*:*` is every row of its lines). Inserted once, under the schema lock,
 * when no merchant menu exists; returns the rows either way. A production database, which gets no
 * demo seed, had none, and the platform's first merchant saw 暂无权限.
 */
export async function ensureMenuCatalogue(db: Kysely<Database>): Promise<CatalogueRow[]> {
  const existing = () =>
    db.selectFrom('menu').select(['id', 'separation as group', 'permission']).where('user_type', '=', 'merchant').orderBy('id').execute();
  const found = await existing();
  if (found.length > 0) return found;
  // the demo's seed calls it in its transaction, which holds the schema lock already
  if (db.isTransaction) return insertMenus(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    const again = await trx.selectFrom('menu').select('id').where('user_type', '=', 'merchant').limit(1).execute();
    if (again.length > 0) return existing();
    return insertMenus(trx);
  });
}

async function insertMenus(db: Kysely<Database>): Promise<CatalogueRow[]> {
  const rows: CatalogueRow[] = [];
  let groupSort = 0;
  for (const group of MERCHANT_MENUS) {
    groupSort += 1;
    const groupPath = `/${group.key}`;
    const { id: groupId } = await db
      .insertInto('menu')
      .values({
        user_type: 'merchant',
        parent_id: 0,
        name: group.name,
        url: groupPath,
        path: groupPath,
        css: '',
        icon_css: group.icon,
        sort: groupSort,
        is_menu: 'Y',
        hidden: false,
        separation: group.key,
        only_name: group.key,
        permission: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push({ id: groupId, group: group.key, permission: '' });
    let pageSort = 0;
    for (const page of group.pages) {
      pageSort += 1;
      const path = `${groupPath}/${page.key}`;
      const { id: pageId } = await db
        .insertInto('menu')
        .values({
          user_type: 'merchant',
          parent_id: groupId,
          name: page.name,
          url: `${group.key}/${page.key}/index`,
          path,
          css: '',
          icon_css: page.icon,
          sort: pageSort,
          is_menu: 'Y',
          hidden: false,
          separation: group.key,
          only_name: `${group.key}.${page.key}`,
          permission: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rows.push({ id: pageId, group: group.key, permission: '' });
      let buttonSort = 0;
      for (const [permission, label] of page.buttons ?? []) {
        buttonSort += 1;
        const { id } = await db
          .insertInto('menu')
          .values({
            user_type: 'merchant',
            parent_id: pageId,
            name: label,
            url: '',
            path: '',
            css: '',
            icon_css: '',
            sort: buttonSort,
            is_menu: 'N',
            hidden: true,
            separation: group.key,
            only_name: permission,
            permission,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        rows.push({ id, group: group.key, permission });
      }
    }
  }
  return rows;
}
