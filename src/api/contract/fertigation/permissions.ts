/**
 * Permission strings of the fertigation calls, one source of truth: the calls' `access` and the
 * handlers' extra checks use these, and the seed (server/db/seed/menus.ts) holds each one as a
 * button row (a test walks this object against the seeded menu rows). A read (`view`) comes with
 * the page's menu; a save that creates needs `add`, one that changes a row needs `edit`.
 */
export const fertigationPermissions = {
  home: { view: 'fertigation:home:view' },
  place: { view: 'fertigation:place:view', add: 'fertigation:place:add', edit: 'fertigation:place:edit' },
  area: { view: 'fertigation:area:view', add: 'fertigation:area:add', edit: 'fertigation:area:edit', delete: 'fertigation:area:delete' },
  valve: {
    view: 'fertigation:valve:view',
    add: 'fertigation:valve:add',
    edit: 'fertigation:valve:edit',
    delete: 'fertigation:valve:delete',
  },
  equip: {
    view: 'fertigation:equip:view',
    add: 'fertigation:equip:add',
    edit: 'fertigation:equip:edit',
    param: 'fertigation:equip:param',
    move: 'fertigation:equip:move',
    status: 'fertigation:equip:status',
  },
  equipType: { view: 'fertigation:equipType:view', add: 'fertigation:equipType:add', edit: 'fertigation:equipType:edit' },
  record: { view: 'fertigation:record:view', cancel: 'fertigation:record:cancel' },
  feedback: { view: 'fertigation:feedback:view', process: 'fertigation:feedback:process' },
  template: {
    view: 'fertigation:template:view',
    add: 'fertigation:template:add',
    edit: 'fertigation:template:edit',
    delete: 'fertigation:template:delete',
  },
} as const;
