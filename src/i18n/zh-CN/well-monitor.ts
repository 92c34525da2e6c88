import { monitorColumnTitles } from '../../api/contract/well/monitor-columns';

/** Texts of the monitor screen (设备监控): summary, filters, pump commands and their outcomes. */
export const wellMonitorTexts = {
  ...monitorColumnTitles,
  table: '设备监控',
  keyword: '关键字',
  online: '在线状态',
  levelState: '水位状态',
  normal: '正常',
  ops: '操作',
  summary: { label: '监控概况', wells: '机井总数', online: '在线', running: '运行中', levelAlarms: '水位告警' },
  live: { on: '实时', off: '实时连接中断，正在重连…' },
  start: '启动',
  stop: '停止',
  confirmTitle: (action: string) => `${action}水泵`,
  confirm: (action: string, well: string) => `确定向 ${well} 发送${action}指令吗？设备应答后状态才会改变。`,
  rowAction: (action: string, well: string) => `${action} ${well}`,
  sent: '指令已发送，等待设备应答…',
  acked: '成功',
  refused: (reason: string) => (reason ? `设备拒绝：${reason}` : '设备拒绝'),
  timeout: '设备未应答（10秒）',
  outcome: (action: string, well: string, result: string) => `${well} ${action}：${result}`,
  alarmRules: '告警规则',
  sparkline: '24小时水位',
  sparklineOf: (latest: number | null) => (latest === null ? '近24小时水位：无数据' : `近24小时水位，最新 ${latest.toFixed(2)} m`),
} as const;
