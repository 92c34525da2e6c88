import { ACCOUNT_KIND_TEXTS, FLOW_TYPE_TEXTS, FUND_SOURCE_TEXTS } from './money/labels';
import { PAYMENT_RESULT_TEXTS } from './money/payment-codes';
import { deviceRunningLabels, deviceStatusLabels } from './device-state-labels';
import { equipmentRunStateLabels, orderStatusLabels } from './run-state-labels';

/**
 * Chinese labels of every enumeration of spec section 3, in one place: in the contract, since the
 * server writes them into exported files as the console shows them (src/i18n/zh-CN/enums.ts).
 * Read them with `label('orderStatus', 'RUNNING')`; the option list of a select comes from
 * `options('orderStatus')`. Labels the spec gives in Chinese are used as given.
 */
export const enumLabels = {
  deviceStatus: deviceStatusLabels,
  deviceHealth: { excellent: '优', well: '良', bad: '差' },
  deviceRunning: deviceRunningLabels,
  equipmentCheckHealth: { A: '优', B: '良', C: '差' },
  enabled: { Y: '启用', N: '停用' },
  processed: { Y: '已处理', N: '未处理' },
  selfRun: { Y: '自营', N: '非自营' },
  yesNo: { Y: '是', N: '否' },
  orderStatus: orderStatusLabels,
  orderType: { MAKE_AN_APPOINTMENT: '预约', EVEN_THOUGH: '即时' },
  equipmentRunState: equipmentRunStateLabels,
  inspectionStatus: { WAIT: '待巡检', RUNNING: '巡检中', FINISH: '已完成' },
  inspectionResult: { NORMAL: '正常', ABNORMAL: '异常' },
  reporterIdentity: { system: '系统', merch: '商户', peasant: '农户', agent: '井长' },
  faultType: {
    no_enabled: '未启用', fever: '发热', shortage: '缺相', no_absorb_water: '不吸水', leak: '漏水',
    pump_noise: '水泵噪音', pump_shock: '水泵震动', pump_tripped: '水泵跳闸', no_water: '不出水',
    no_power: '无电', pipeline_leak: '管道漏水', small_water: '出水量小', tripped: '跳闸',
    run_error: '运行错误', network_malfunction: '网络故障', electric_meter_failure: '电表故障',
    switch_circuit_failure: '开关电路故障', lack_A: 'A相缺相', lack_B: 'B相缺相', lack_C: 'C相缺相',
    A_high_current: 'A相电流过高', B_high_current: 'B相电流过高', C_high_current: 'C相电流过高',
    voltage_disturbance: '电压干扰', current_interference: '电流干扰', other: '其他',
  },
  billingMode: {
    electric: '按电计费', water: '按水计费', electricAndWater: '按水电计费',
    electric_charge: '按电计费', water_rate: '按水计费', electric_charge_and_water_rate: '按水电计费',
  },
  renewPattern: { renewDivide: '营收分成' },
  baseType: { farm: '农田', recharge_machine: '充值机' },
  equipmentKind: {
    slow_charge: '慢充', quick_charge: '快充', tanker: '加水机', car_charge: '汽车充电',
    yun_charge: '云充', farm: '农田灌溉', fertigation: '水肥一体机', countdown: '计时', flowmeter: '流量计',
  },
  followPrompt: { 1: '不提示', 2: '提示', 3: '强制' },
  waterLevelMonitor: { overLimit: '超过上限', belowLimit: '低于下限' },
  transformer: { special: '专变', public: '公变' },
  parameterAssigned: { y: '已下发', n: '未下发' },
  accountBinding: { both: '微信和支付宝', alipay: '支付宝', wxpay: '微信', none: '未绑定' },
  bindTransferType: { both: '微信和支付宝', wechat: '微信', alipay: '支付宝' },
  settlementWay: {
    none: '不结算', really: '实时', daily: 'T+1', weekly: 'T+7', monthly: 'M+1',
  },
  paymentMeans: {
    bank: '银行卡', alipay: '支付宝', wxpay: '微信', funds: '钱包', wxpay_v3: '微信(V3)',
  },
  payStatus: {
    waitSettle: '待结算', noSettle: '不结算', waitPay: '待打款', paused: '已暂停', paid: '已打款',
    pro01: '处理中', failed: '打款失败',
  },
  rechargeOrder: { parterd: '部分退款', paid: '已支付', refund: '已退款' },
  rechargeResult: { succeed: '成功', fail: '失败' },
  amountType: { dummy: '虚拟金额', real: '真实金额' },
  payMode: {
    wxpay: '微信支付', wxpay_v3: '微信支付(V3)', alipay: '支付宝', funds: '钱包', cardFunds: '卡余额',
    unionpay: '银联', cash: '现金', rfcard: '射频卡', membership: '会员', swift_wxpay: '威富通微信',
    swift_alipay: '威富通支付宝', coin: '投币', card: '刷卡', ding_alipay: '钉钉支付宝', free: '免费',
    vin: 'VIN码', vin_balance: 'VIN余额', sqbpay: '收钱吧', pledge_deduct: '押金抵扣', offPay: '线下支付',
  },
  flowType: FLOW_TYPE_TEXTS,
  fundSource: FUND_SOURCE_TEXTS,
  accountKind: ACCOUNT_KIND_TEXTS,
  billStatus: { FINISH: '已完成', PARTRFDED: '部分退款', REFUNDED: '已退款' },
  refundMode: { original: '原路退回' },
  refundType: { ONLY: '缺货退款' },
  refundReason: { LACK: '缺货' },
  refundChannel: {
    all: '全部', wxpay: '微信', funds: '钱包', alipay: '支付宝', offPay: '线下支付',
    swift_wxpay: '威富通微信', swift_alipay: '威富通支付宝', sqbpay: '收钱吧',
  },
  cardType: { offline: '离线卡', online: '在线卡(钱包卡)', prepaid: '预付卡', place: '村镇卡' },
  onlineCardStatus: { normal: '正常', loss: '已挂失', replace: '已补卡' },
  myServicePayMethod: { wxpay: '微信', alipay: '支付宝', offPay: '线下支付' },
  myServiceStatus: { waitpay: '待支付', paid: '已支付', faied: '支付失败' },
  authorisationMode: {
    buyout: '买断(终身)', renew: '续费', divide: '分润', renewDivide: '营收分成',
    renewDivide2: '货品分成', renewFixed: '固定金额分成', renewRent: '租金分成',
  },
  signalIntensity: { ZERO: '无信号', LOW: '弱', MEDIUM: '中', HIGH: '强' },
  onlineState: { true: '在线', false: '离线' },
  inspectionInterval: { 30: '30天', 60: '60天', 90: '90天', 120: '120天' },
  paymentResult: PAYMENT_RESULT_TEXTS,
} as const;

export type EnumName = keyof typeof enumLabels;
export type EnumValue<N extends EnumName> = keyof (typeof enumLabels)[N] & (string | number);

/** The Chinese label of one value; an unknown value is shown as it is, an empty one as ''. */
export function label<N extends EnumName>(name: N, value: EnumValue<N> | string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const labels = enumLabels[name] as Readonly<Record<string, string>>;
  return labels[String(value)] ?? String(value);
}
