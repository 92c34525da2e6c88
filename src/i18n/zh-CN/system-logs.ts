import { LOGIN_METHOD_TEXTS, LOGIN_RESULT_TEXTS, logColumnTitles } from '../../api/contract/system/logs-columns';

/** Texts of the login log (/system/loginLog) and operation log (/system/operLog) screens. */
export const logTexts = {
  ...logColumnTitles,
  loginTable: '登录日志',
  operTable: '操作日志',
  range: '时间范围',
  loginKeyword: '账号/姓名',
  methods: LOGIN_METHOD_TEXTS as Record<string, string>,
  results: LOGIN_RESULT_TEXTS as Record<string, string>,
  operKeyword: '操作人/手机号/操作',
  actions: '详情',
  detail: '详情',
  detailOf: (operation: string) => `操作详情 - ${operation}`,
  detailAria: (time: string, operation: string) => `详情 ${time} ${operation}`,
  loading: '加载中…',
  noView: '您没有查看此日志的权限',
  noChanges: '本次操作没有数据变更',
  actionNames: { insert: '新增', update: '修改', delete: '删除' } as Record<string, string>,
  field: '字段',
  before: '变更前',
  after: '变更后',
  showAll: '显示全部字段',
  changedOnly: '只看变更字段',
  changedMark: '已变更',
  empty: '（空）',
  changeHeading: (index: number, table: string, rowId: string, action: string) => `${index}. ${action} ${table} #${rowId}`,
} as const;
