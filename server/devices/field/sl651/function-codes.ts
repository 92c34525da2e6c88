/** The function codes of SL 651-2014 this codec reads or writes (appendix B, table B.1). */
export const FN = {
  KEEP_ALIVE: 0x2f,
  TEST: 0x30,
  TIMED: 0x32,
  ADDED: 0x33,
  HOURLY: 0x34,
  REAL_TIME: 0x37,
  PUMP_DATA: 0x44,
  STATUS: 0x46,
  IC_CARD: 0x4b,
  PUMP: 0x4c,
} as const;

const NAMES: Record<number, string> = {
  0x2f: '链路维持报',
  0x30: '测试报',
  0x31: '均匀时段水文信息报',
  0x32: '遥测站定时报',
  0x33: '遥测站加报报',
  0x34: '遥测站小时报',
  0x35: '遥测站人工置数报',
  0x36: '遥测站图片报',
  0x37: '中心站查询遥测站实时数据',
  0x38: '中心站查询遥测站时段数据',
  0x39: '中心站查询遥测站人工置数',
  0x3a: '中心站查询遥测站指定要素数据',
  0x40: '中心站修改遥测站基本配置表',
  0x41: '中心站读取遥测站基本配置表/遥测站自报基本配置表',
  0x42: '中心站修改遥测站运行参数配置表',
  0x43: '中心站读取遥测站运行参数配置表/遥测站自报运行参数配置表',
  0x44: '查询水泵电机实时工作数据',
  0x45: '查询遥测终端软件版本',
  0x46: '查询遥测站状态和报警信息',
  0x47: '初始化固态存储数据',
  0x48: '恢复终端出厂设置',
  0x49: '修改密码',
  0x4a: '设置遥测站时钟',
  0x4b: '设置遥测终端IC卡状态',
  0x4c: '控制水泵开关命令/水泵状态信息自报',
  0x4d: '控制阀门开关命令/阀门状态信息自报',
  0x4e: '控制闸门开关命令/闸门状态信息自报',
  0x4f: '水量定值控制命令',
  0x50: '中心站查询遥测站事件记录',
  0x51: '中心站查询遥测站时钟',
};

/** What table B.1 calls a function code, reserved and user-defined ranges included. */
export function functionName(fn: number): string {
  return NAMES[fn] ?? (fn >= 0xe0 ? '用户自定义扩展功能码' : '保留功能码');
}

/** The self-reports a station sends in mode M2 and the centre confirms (6.3.1.2 b): 30H–35H. */
export const CONFIRMED_REPORTS: ReadonlySet<number> = new Set([0x30, 0x31, 0x32, 0x33, 0x34, 0x35]);
