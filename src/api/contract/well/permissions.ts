/**
 * Permission strings of the well (agriculturalWell) calls, one source of truth as for fertigation:
 * the calls' `access` and the handlers' extra checks use these, and the seed
 * (server/db/seed/menus.ts) holds each as a button row of its page.
 */
export const wellPermissions = {
  home: { view: 'agriculturalWell:home:view' },
  well: {
    view: 'agriculturalWell:well:view',
    edit: 'agriculturalWell:well:edit',
    enable: 'agriculturalWell:well:enable',
    param: 'agriculturalWell:well:param',
    billing: 'agriculturalWell:well:billing',
  },
  place: { view: 'agriculturalWell:place:view', add: 'agriculturalWell:place:add', edit: 'agriculturalWell:place:edit' },
  record: { view: 'agriculturalWell:record:view', cancel: 'agriculturalWell:record:cancel' },
  feedback: { view: 'agriculturalWell:feedback:view', process: 'agriculturalWell:feedback:process' },
  card: {
    view: 'agriculturalWell:card:view',
    issue: 'agriculturalWell:card:issue',
    loss: 'agriculturalWell:card:loss',
    replace: 'agriculturalWell:card:replace',
    recharge: 'agriculturalWell:card:recharge',
    move: 'agriculturalWell:card:move',
    refundRecharge: 'agriculturalWell:card:refundRecharge',
  },
  bill: { view: 'agriculturalWell:bill:view', refund: 'agriculturalWell:bill:refund' },
  fund: { view: 'agriculturalWell:fund:view', export: 'agriculturalWell:fund:export' },
  reconcile: {
    view: 'agriculturalWell:reconcile:view',
    process: 'agriculturalWell:reconcile:process',
    export: 'agriculturalWell:reconcile:export',
  },
  settlement: {
    view: 'agriculturalWell:settlement:view',
    apply: 'agriculturalWell:settlement:apply',
    setting: 'agriculturalWell:settlement:setting',
  },
  monitor: {
    view: 'agriculturalWell:monitor:view',
    control: 'agriculturalWell:monitor:control',
    alarm: 'agriculturalWell:monitor:alarm',
  },
  report: { view: 'agriculturalWell:report:view', export: 'agriculturalWell:report:export', print: 'agriculturalWell:report:print' },
  inspection: {
    view: 'agriculturalWell:inspection:view',
    add: 'agriculturalWell:inspection:add',
    edit: 'agriculturalWell:inspection:edit',
    delete: 'agriculturalWell:inspection:delete',
    execute: 'agriculturalWell:inspection:execute',
  },
} as const;
