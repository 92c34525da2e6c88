/** Texts of the big screen (大屏监控). */
export const bigScreenTexts = {
  title: '农业灌溉监控中心',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  loading: '加载中…',
  kpi: {
    label: '关键指标',
    wells: '机井总数',
    online: '在线',
    running: '运行中',
    levelAlarms: '水位告警',
    water: '今日用水(m³)',
    power: '今日用电(kWh)',
    revenue: '今日收入(元)',
    openFaults: '未处理告警',
  },
  map: {
    title: '机井分布',
    label: (wells: number, places: number) => `机井分布图：${wells} 口机井，${places} 个村镇`,
    unlocated: (n: number) => `${n} 口未标注坐标`,
    none: '暂无机井坐标',
    legend: { running: '运行中', online: '在线空闲', offline: '离线', level: '水位告警' },
    well: (name: string, cd: string, state: string) => `${name}(${cd}) ${state}`,
  },
  alarms: { title: '最新告警', none: '暂无告警' },
  live: { on: '实时', off: '重连中…' },
} as const;
