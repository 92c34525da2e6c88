import { wellColumnTitles } from '../../api/contract/well/equip-columns';

/**
 * Texts of the wells screen, its dialogs and `<irr-well-table>`. `equipment`, `equipmentName`,
 * `equipmentAdmin` and `place` are the personalised names (默认 机井, 机井编号, 井长, 村镇).
 */
export const wellEquipTexts = {
  ...wellColumnTitles,
  table: (equipment: string) => `${equipment}列表`,
  keyword: (equipmentName: string, equipmentAdmin: string) => `${equipmentName}/名称/${equipmentAdmin}`,
  online: '在线状态', isOnline: '在线', offline: '离线',
  ops: '操作',
  statusAndHealth: (status: string, health: string) => `${status} · ${health}`,
  electricPriceShort: (yuan: string) => `电 ${yuan}元/kWh`, waterPriceShort: (yuan: string) => `水 ${yuan}元/m³`,
  keeperMobile: (equipmentAdmin: string) => `${equipmentAdmin}手机号`,
  select: (name: string) => `查看 ${name}`,
  detail: '详情', edit: '编辑', billingSet: '计费设置', param: '参数设置', stop: '停用', enable: '启用',
  detailTitle: (name: string) => `详情 - ${name}`, editTitle: (name: string) => `编辑 - ${name}`,
  billingTitle: (name: string) => `计费设置 - ${name}`, paramTitle: (name: string) => `参数设置 - ${name}`,
  confirmStatus: (action: string, name: string) => `确定${action}「${name}」吗？`,
  longitude: '经度', latitude: '纬度', coordinates: '坐标', waterLevel: '水位(米)', enabled: '启用状态',
  lastOnline: '最后在线时间', createTime: '创建时间', paramAssigned: '参数下发',
  today: (date: string) => `今日（${date}）`, orders: '订单数', water: '用水量(m³)', power: '用电量(kWh)', amount: '金额(元)',
  openFaults: '未处理故障', viewFaults: '查看故障反馈',
  maxRunMinutes: '单次最长运行时长(分钟)', waterLevelMin: '水位下限(米)', waterLevelMax: '水位上限(米)',
  pulsePerM3: '脉冲常数(个/m³)', meterRatio: '电表倍率', minBalance: '最低余额(元)', followPrompt: '跟随提示',
  assignedState: (state: string, time: string) => `${state}（${time}）`,
} as const;
