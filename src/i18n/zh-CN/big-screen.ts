/** Texts of the big screen (大屏监控). */
export const bigScreenTexts = {
  title: '农业灌溉监控中心',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  /** Opens the display alone (its own route, no sidebar or tabs) in a new window, for a wall. */
  openWall: '独立大屏',
  loading: '加载中…',
  kpi: {
    label: '机井概况',
    wells: '机井总数',
    online: '在线',
    running: '运行中',
    levelAlarms: '水位告警',
  },
  today: {
    label: '今日概况',
    water: '今日用水(m³)',
    power: '今日用电(kWh)',
    revenue: '今日收入(元)',
    openFaults: '未处理告警',
  },
  states: { title: '设备状态' },
  hours: {
    title: '今日逐时用水用电',
    water: '用水(m³)',
    power: '用电(kWh)',
    label: '今日0至23时每小时的用水量和用电量',
  },
  rank: { wells: '今日用水排行 · 机井', places: '今日用水排行 · 村镇', none: '今日暂无用水' },
  map: {
    title: '机井分布',
    label: (wells: number, places: number) => `机井分布图：${wells} 口机井，${places} 个村镇`,
    unlocated: (n: number) => `${n} 口未标注坐标`,
    none: '暂无机井坐标',
    legend: { running: '运行中', online: '在线空闲', offline: '离线', level: '水位告警', stopped: '停用' },
    well: (name: string, cd: string, state: string) => `${name}(${cd}) ${state}`,
    place: (name: string, wells: number) => `${name}：${wells} 口机井`,
  },
  alarms: { title: '最新告警', none: '暂无告警' },
  live: { on: '实时', connecting: '连接中…', off: '重连中…' },
} as const;
