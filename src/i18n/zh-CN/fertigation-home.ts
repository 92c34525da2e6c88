/** Texts of the fertigation home page; `place` is the personalised name (默认 村镇). */
export const fertigationHomeTexts = {
  equipSection: '设备运行状态',
  equipTotal: '设备总数',
  online: '在线设备',
  onlineRate: '在线率',
  todaySection: (date: string) => `今日灌溉（${date}）`,
  todayTotal: '今日订单',
  water: '今日用水量(m³)',
  amount: '今日金额(元)',
  baseSection: '基础数据',
  places: (place: string) => `${place}数`,
  areas: '区域数',
  valves: '阀门数',
  unprocessedFeedback: '未处理故障',
  equipPage: '设备管理',
  recordPage: '使用记录',
  feedbackPage: '故障反馈',
} as const;
