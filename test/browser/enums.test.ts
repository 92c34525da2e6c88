import { expect } from '@open-wc/testing';
import { enumLabels, label, options, type EnumName } from '../../src/i18n/zh-CN/enums';

/**
 * The enumerations of spec section 3, transcribed value by value (same order). Every one must
 * have a Chinese label, in the one table of src/i18n/zh-CN/enums.ts.
 */
const spec: Partial<Record<EnumName, readonly string[]>> = {
  deviceStatus: ['normal', 'broken', 'unusual', 'onReplenish', 'stop', 'notonline'],
  deviceHealth: ['excellent', 'well', 'bad'],
  deviceRunning: ['leisure', 'use'],
  equipmentCheckHealth: ['A', 'B', 'C'],
  enabled: ['Y', 'N'],
  processed: ['Y', 'N'],
  selfRun: ['Y', 'N'],
  orderStatus: ['RUNNING', 'TO_RUN', 'FINISH', 'CANCEL'],
  orderType: ['MAKE_AN_APPOINTMENT', 'EVEN_THOUGH'],
  equipmentRunState: ['OTHERS', 'AVAILABLE', 'OCCUPY', 'DISABLE', 'DAMAGE'],
  inspectionStatus: ['WAIT', 'RUNNING', 'FINISH'],
  inspectionResult: ['NORMAL', 'ABNORMAL'],
  reporterIdentity: ['system', 'merch', 'peasant', 'agent'],
  faultType: [
    'no_enabled',
    'fever',
    'shortage',
    'no_absorb_water',
    'leak',
    'pump_noise',
    'pump_shock',
    'pump_tripped',
    'no_water',
    'no_power',
    'pipeline_leak',
    'small_water',
    'tripped',
    'run_error',
    'network_malfunction',
    'electric_meter_failure',
    'switch_circuit_failure',
    'lack_A',
    'lack_B',
    'lack_C',
    'A_high_current',
    'B_high_current',
    'C_high_current',
    'voltage_disturbance',
    'current_interference',
    'other',
  ],
  billingMode: ['electric', 'water', 'electricAndWater', 'electric_charge', 'water_rate', 'electric_charge_and_water_rate'],
  renewPattern: ['renewDivide'],
  baseType: ['farm', 'recharge_machine'],
  equipmentKind: ['slow_charge', 'quick_charge', 'tanker', 'car_charge', 'yun_charge', 'farm', 'fertigation', 'countdown', 'flowmeter'],
  followPrompt: ['1', '2', '3'],
  waterLevelMonitor: ['overLimit', 'belowLimit'],
  transformer: ['special', 'public'],
  parameterAssigned: ['y', 'n'],
  accountBinding: ['both', 'alipay', 'wxpay', 'none'],
  bindTransferType: ['both', 'wechat', 'alipay'],
  settlementWay: ['none', 'really', 'daily', 'weekly', 'monthly'],
  paymentMeans: ['bank', 'alipay', 'wxpay', 'funds', 'wxpay_v3'],
  payStatus: ['waitSettle', 'noSettle', 'waitPay', 'paused', 'paid', 'pro01', 'failed'],
  rechargeOrder: ['parterd', 'paid', 'refund'],
  rechargeResult: ['succeed', 'fail'],
  amountType: ['dummy', 'real'],
  payMode: [
    'wxpay',
    'wxpay_v3',
    'alipay',
    'funds',
    'cardFunds',
    'unionpay',
    'cash',
    'rfcard',
    'membership',
    'swift_wxpay',
    'swift_alipay',
    'coin',
    'card',
    'ding_alipay',
    'free',
    'vin',
    'vin_balance',
    'sqbpay',
    'pledge_deduct',
    'offPay',
  ],
  flowType: [
    'recharge',
    'balance',
    'pay',
    'withdrawals',
    'batchg',
    'charge',
    'refund',
    'drink',
    'laundry',
    'gift',
    'chargeivem',
    'swipe',
    'freeze',
    'refundApply',
    'underLineRefund',
    'vinTransIn',
    'vinTransOut',
    'carChargeFinish',
    'thaw',
  ],
  fundSource: ['A', 'N'],
  billStatus: ['FINISH', 'PARTRFDED', 'REFUNDED'],
  refundMode: ['original'],
  refundType: ['ONLY'],
  refundReason: ['LACK'],
  refundChannel: ['all', 'wxpay', 'funds', 'alipay', 'offPay', 'swift_wxpay', 'swift_alipay', 'sqbpay'],
  cardType: ['offline', 'online', 'prepaid', 'place'],
  onlineCardStatus: ['normal', 'loss', 'replace'],
  myServicePayMethod: ['wxpay', 'alipay', 'offPay'],
  myServiceStatus: ['waitpay', 'paid', 'faied'],
  authorisationMode: ['buyout', 'renew', 'divide', 'renewDivide', 'renewDivide2', 'renewFixed', 'renewRent'],
  signalIntensity: ['ZERO', 'LOW', 'MEDIUM', 'HIGH'],
  paymentResult: [
    'N00000',
    'E10001',
    'E10002',
    'E10003',
    'E10004',
    'E10005',
    'E10006',
    'E10007',
    'E10008',
    'E10009',
    'E10010',
    'E10011',
    'E99999',
  ],
};

const CHINESE = /[\u4e00-\u9fff]|^[TM]\+\d$|^VIN/;

describe('enumeration labels (spec section 3)', () => {
  it('has every value of every enumeration of the spec, in its order, with a Chinese label', () => {
    for (const [name, values] of Object.entries(spec) as [EnumName, readonly string[]][]) {
      expect(
        options(name).map((o) => o.value),
        name,
      ).to.deep.equal([...values]);
      for (const value of values) expect(label(name, value), `${name}.${value}`).to.match(CHINESE);
    }
  });

  it('uses the labels the spec gives in Chinese', () => {
    expect(options('equipmentRunState').map((o) => o.label)).to.deep.equal(['其他', '空闲', '运行中', '禁用', '损坏']);
    expect(options('billStatus').map((o) => o.label)).to.deep.equal(['已完成', '部分退款', '已退款']);
    expect(label('settlementWay', 'daily')).to.contain('T+1');
    expect(label('settlementWay', 'weekly')).to.contain('T+7');
    expect(label('settlementWay', 'monthly')).to.contain('M+1');
  });

  it('shows an unknown value as it is and an empty one as nothing', () => {
    expect(label('orderStatus', 'SOMETHING_NEW')).to.equal('SOMETHING_NEW');
    expect(label('orderStatus', null)).to.equal('');
    expect(label('followPrompt', 2)).to.equal('提示');
  });

  it('keeps no enumeration outside the spec without saying so', () => {
    const extra = Object.keys(enumLabels).filter((name) => !(name in spec));
    expect(
      extra,
      "helpers beyond section 3 (yes/no, online state, inspection interval of section 9, the ledger's account kinds, the offline records' reconciliation kinds)",
    ).to.deep.equal(['yesNo', 'accountKind', 'onlineState', 'inspectionInterval', 'reconcileKind']);
  });
});
