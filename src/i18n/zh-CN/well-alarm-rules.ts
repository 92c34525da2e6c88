import { alarmRuleColumnTitles } from '../../api/contract/well/alarm-rule-columns';

/** Texts of the alarm rules dialog (告警规则) of the monitor. */
export const wellAlarmRuleTexts = {
  ...alarmRuleColumnTitles,
  title: '告警规则', table: '告警规则', add: '新增规则', edit: '编辑', delete: '删除', ops: '操作', close: '关闭', cancel: '取消', confirm: '确定',
  addTitle: '新增告警规则', editTitle: '编辑告警规则', saved: '保存成功', deleted: '删除成功', keyword: '机井', keywordHint: '机井编号/名称',
  deleteTitle: '删除告警规则',
  deleteConfirm: (scope: string, kind: string) => `确定删除 ${scope} 的${kind}规则吗？删除后按${scope === '商户默认' ? '系统默认' : '商户默认'}告警。`,
  intro: '每类告警可设商户默认，单口机井的规则优先于商户默认；未设置的类型按系统默认：全部启用，冷却30分钟，电流超过60.0 A，离线超过30分钟。',
  scopeMerchant: '商户默认', scopeWell: '指定机井', scopeLabel: '适用范围', well: '机井', wellSearch: '输入机井编号或名称搜索',
  wellCode: '机井编号', wellName: '机井名称', place: '村镇', changeWell: '重新选择', pickWell: '请选择机井',
  enabledLabel: '启用', coolDownLabel: '冷却时间(分钟)', coolDownHint: '同一告警未处理时，冷却时间内不再重复告警',
  currentLimitLabel: '电流阈值(A)', offlineMinutesLabel: '离线时长(分钟)',
  // the values as the server's messages name them (电流阈值最多1位小数), for the same checks in the dialog
  coolDownName: '冷却时间', currentLimitName: '电流阈值', offlineMinutesName: '离线时长',
  waterLevelHint: '水位上下限取自该机井的参数设置（埋深超过上限告警“不出水”，浅于下限告警“其他”）',
  faultHint: '设备上报的故障按其故障类型告警',
  required: (what: string) => `请填写${what}`,
} as const;
