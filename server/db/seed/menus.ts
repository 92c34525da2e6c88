/** The merchant menus, grouped as the brief's business routes, with the button permission strings. */

export interface PageSeed {
  key: string;
  name: string;
  icon: string;
  /** Permission strings of the page's buttons, `[string, label]`. */
  buttons?: readonly (readonly [string, string])[];
}

export interface GroupSeed {
  key: string;
  name: string;
  icon: string;
  pages: readonly PageSeed[];
}

const crud = (prefix: string, label: string): (readonly [string, string])[] => [
  [`${prefix}:add`, `新增${label}`],
  [`${prefix}:edit`, `编辑${label}`],
  [`${prefix}:delete`, `删除${label}`],
];

export const MERCHANT_MENUS: readonly GroupSeed[] = [
  {
    key: 'agriculturalWell',
    name: '农业机井',
    icon: 'icon-well',
    pages: [
      { key: 'home', name: '首页', icon: 'icon-home', buttons: [['agriculturalWell:home:view', '查看首页']] },
      {
        key: 'well',
        name: '机井管理',
        icon: 'icon-equipment',
        buttons: [
          ['agriculturalWell:well:view', '查看机井'],
          ['agriculturalWell:well:edit', '编辑机井'],
          ['agriculturalWell:well:enable', '启用/停用'],
          ['agriculturalWell:well:param', '参数设置'],
          ['agriculturalWell:well:billing', '计费设置'],
        ],
      },
      {
        key: 'place',
        name: '村镇管理',
        icon: 'icon-place',
        buttons: [['agriculturalWell:place:view', '查看村镇'], ...crud('agriculturalWell:place', '村镇')],
      },
      {
        key: 'record',
        name: '用水记录',
        icon: 'icon-record',
        buttons: [
          ['agriculturalWell:record:view', '查看记录'],
          ['agriculturalWell:record:cancel', '取消订单'],
        ],
      },
      {
        key: 'feedback',
        name: '故障反馈',
        icon: 'icon-feedback',
        buttons: [
          ['agriculturalWell:feedback:view', '查看故障'],
          ['agriculturalWell:feedback:process', '处理故障'],
        ],
      },
      {
        key: 'card',
        name: '用户卡管理',
        icon: 'icon-card',
        buttons: [
          ['agriculturalWell:card:view', '查看用户卡'],
          ['agriculturalWell:card:issue', '开卡'],
          ['agriculturalWell:card:loss', '挂失'],
          ['agriculturalWell:card:replace', '补卡'],
          ['agriculturalWell:card:recharge', '充值'],
          ['agriculturalWell:card:move', '迁移村镇'],
          ['agriculturalWell:card:refundRecharge', '充值退款'],
        ],
      },
      {
        key: 'bill',
        name: '账单管理',
        icon: 'icon-bill',
        buttons: [
          ['agriculturalWell:bill:view', '查看账单'],
          ['agriculturalWell:bill:refund', '退款'],
        ],
      },
      {
        key: 'fund',
        name: '资金流水',
        icon: 'icon-fund',
        buttons: [
          ['agriculturalWell:fund:view', '查看流水'],
          ['agriculturalWell:fund:export', '导出'],
        ],
      },
      {
        key: 'reconcile',
        name: '对账异常',
        icon: 'icon-reconcile',
        buttons: [
          ['agriculturalWell:reconcile:view', '查看对账异常'],
          ['agriculturalWell:reconcile:process', '处理'],
          ['agriculturalWell:reconcile:export', '导出'],
        ],
      },
      {
        key: 'settlement',
        name: '支付结算',
        icon: 'icon-settlement',
        buttons: [
          ['agriculturalWell:settlement:view', '查看结算'],
          ['agriculturalWell:settlement:apply', '申请结算'],
          ['agriculturalWell:settlement:setting', '结算设置'],
        ],
      },
      {
        key: 'report',
        name: '统计报表',
        icon: 'icon-report',
        buttons: [
          ['agriculturalWell:report:view', '查看报表'],
          ['agriculturalWell:report:export', '导出'],
          ['agriculturalWell:report:print', '打印'],
        ],
      },
      {
        key: 'monitor',
        name: '运行监控',
        icon: 'icon-monitor',
        buttons: [
          ['agriculturalWell:monitor:view', '查看监控'],
          ['agriculturalWell:monitor:control', '启停水泵'],
          ['agriculturalWell:monitor:alarm', '告警规则'],
        ],
      },
      {
        key: 'inspection',
        name: '巡检管理',
        icon: 'icon-inspection',
        buttons: [
          ['agriculturalWell:inspection:view', '查看巡检'],
          ...crud('agriculturalWell:inspection', '巡检计划'),
          ['agriculturalWell:inspection:execute', '执行巡检'],
        ],
      },
      { key: 'notice', name: '通知公告', icon: 'icon-notice', buttons: [['agriculturalWell:notice:read', '标记已读']] },
    ],
  },
  {
    key: 'fertigation',
    name: '水肥一体化',
    icon: 'icon-fertigation',
    pages: [
      { key: 'home', name: '首页', icon: 'icon-home', buttons: [['fertigation:home:view', '查看首页']] },
      {
        key: 'place',
        name: '村镇管理',
        icon: 'icon-place',
        buttons: [
          ['fertigation:place:view', '查看村镇'],
          ['fertigation:place:add', '新增村镇'],
          ['fertigation:place:edit', '编辑村镇'],
        ],
      },
      {
        key: 'area',
        name: '区域管理',
        icon: 'icon-area',
        buttons: [['fertigation:area:view', '查看区域'], ...crud('fertigation:area', '区域')],
      },
      {
        key: 'valve',
        name: '阀门管理',
        icon: 'icon-valve',
        buttons: [['fertigation:valve:view', '查看阀门'], ...crud('fertigation:valve', '阀门')],
      },
      {
        key: 'equip',
        name: '设备管理',
        icon: 'icon-equipment',
        buttons: [
          ['fertigation:equip:view', '查看设备'],
          ['fertigation:equip:add', '新增设备'],
          ['fertigation:equip:edit', '编辑设备'],
          ['fertigation:equip:param', '参数设置'],
          ['fertigation:equip:move', '迁移村镇'],
          ['fertigation:equip:status', '启用/停用'],
        ],
      },
      {
        key: 'equipType',
        name: '设备类型',
        icon: 'icon-type',
        buttons: [
          ['fertigation:equipType:view', '查看类型'],
          ['fertigation:equipType:add', '新增类型'],
          ['fertigation:equipType:edit', '编辑类型'],
        ],
      },
      {
        key: 'record',
        name: '使用记录',
        icon: 'icon-record',
        buttons: [
          ['fertigation:record:view', '查看记录'],
          ['fertigation:record:cancel', '取消订单'],
        ],
      },
      {
        key: 'feedback',
        name: '故障反馈',
        icon: 'icon-feedback',
        buttons: [
          ['fertigation:feedback:view', '查看故障'],
          ['fertigation:feedback:process', '处理故障'],
        ],
      },
      {
        key: 'template',
        name: '施肥模板',
        icon: 'icon-template',
        buttons: [['fertigation:template:view', '查看模板'], ...crud('fertigation:template', '模板')],
      },
    ],
  },
  {
    key: 'system',
    name: '系统管理',
    icon: 'icon-system',
    pages: [
      { key: 'user', name: '用户管理', icon: 'icon-user', buttons: [['plat:user:findPage', '查询用户'], ...crud('plat:user', '用户')] },
      { key: 'role', name: '角色管理', icon: 'icon-role', buttons: [['plat:role:findPage', '查询角色'], ...crud('plat:role', '角色')] },
      { key: 'param', name: '个性化设置', icon: 'icon-param', buttons: [['plat:param:edit', '保存设置']] },
      { key: 'password', name: '修改密码', icon: 'icon-password' },
      { key: 'loginLog', name: '登录日志', icon: 'icon-log', buttons: [['plat:loginLog:view', '查看登录日志']] },
      { key: 'operLog', name: '操作日志', icon: 'icon-log', buttons: [['plat:operLog:view', '查看操作日志']] },
    ],
  },
  {
    key: 'devModule',
    name: '开发模块',
    icon: 'icon-dev',
    pages: [{ key: 'index', name: '组件示例', icon: 'icon-widget' }],
  },
  {
    key: 'bigScreen',
    name: '大屏监控',
    icon: 'icon-screen',
    pages: [{ key: 'home', name: '首页', icon: 'icon-home', buttons: [['bigScreen:home:view', '查看大屏']] }],
  },
];

/** Groups the operator does not get. */
export const OPERATOR_EXCLUDED_GROUPS: readonly string[] = ['system'];
/** Buttons the operator does not get: money going back out. */
export const OPERATOR_EXCLUDED_PERMISSIONS: readonly string[] = [
  'agriculturalWell:bill:refund',
  'agriculturalWell:card:refundRecharge',
  'agriculturalWell:settlement:apply',
  'agriculturalWell:settlement:setting',
];
