/**
 * Permission strings of the system calls (spec section 6: `plat:` prefix), one source of truth as
 * for the business lines: the calls' `access`, the handlers' extra checks and the seeded button
 * rows (server/db/seed/menus.ts) use these.
 */
export const systemPermissions = {
  user: { findPage: 'plat:user:findPage', add: 'plat:user:add', edit: 'plat:user:edit', delete: 'plat:user:delete' },
  role: { findPage: 'plat:role:findPage', add: 'plat:role:add', edit: 'plat:role:edit', delete: 'plat:role:delete' },
  param: { edit: 'plat:param:edit' },
  loginLog: { view: 'plat:loginLog:view' },
  operLog: { view: 'plat:operLog:view' },
} as const;
