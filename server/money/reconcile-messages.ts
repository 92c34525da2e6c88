import { enumLabels } from '../../src/api/contract/enum-labels';
import type { ReconcileKind } from '../../src/api/contract/money/reconcile';
import { formatDateTime } from '../http/format';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const signed = (fen: number) => (fen > 0 ? `+${yuan(fen)}` : yuan(fen));
const kwh = (wh: number) => (wh / 1000).toFixed(3);
const m3 = (liters: number) => (liters / 1000).toFixed(3);

/** The words of the reconciliation issues (对账异常) and their alarms, as the merchant reads them. */
export const reconcileMessages = {
  alarmLabel: (kind: ReconcileKind) => `对账异常：${enumLabels.reconcileKind[kind]}`,
  balance: (beforeFen: number, knownFen: number, knownAt: Date, writtenFen: number) =>
    `刷卡前余额 ${yuan(beforeFen)} 元，该卡上一笔（${formatDateTime(knownAt)}）之后${writtenFen === 0 ? '' : `（含其间写卡 ${signed(writtenFen)} 元）`}应为 ${yuan(knownFen)} 元，相差 ${signed(beforeFen - knownFen)} 元`,
  balanceFromBlank: (beforeFen: number, writtenFen: number) =>
    `刷卡前余额 ${yuan(beforeFen)} 元，该卡发卡时为空卡，此前写卡共 ${yuan(writtenFen)} 元，应为 ${yuan(writtenFen)} 元，相差 ${signed(beforeFen - writtenFen)} 元`,
  meter: (previousNo: number, wh: number, liters: number, endWh: number, endLiters: number) =>
    `起始读数 ${kwh(wh)} kWh / ${m3(liters)} m³，低于上一条记录 #${previousNo} 结束时的 ${kwh(endWh)} kWh / ${m3(endLiters)} m³`,
  gap: (previousNo: number, recordNo: number) => `记录号从 #${previousNo} 跳到 #${recordNo}，缺少 ${recordNo - previousNo - 1} 条记录`,
  shortfall: (amountFen: number, paidFen: number) =>
    `控制器扣款 ${yuan(amountFen)} 元，卡内账户只有 ${yuan(paidFen)} 元可扣，差 ${yuan(amountFen - paidFen)} 元未入账`,
  unknownCard: (cardNo: string, amountFen: number) => `本商户没有卡号 ${cardNo} 的卡：控制器扣款 ${yuan(amountFen)} 元，无卡可记账`,
  conflict: (held: { cardNo: string; amountFen: number }, again: { cardNo: string; amountFen: number }) =>
    `该记录号已收到卡 ${held.cardNo} 的 ${yuan(held.amountFen)} 元，此次为卡 ${again.cardNo} 的 ${yuan(again.amountFen)} 元，未记账`,
  lostCard: (lostAt: Date, amountFen: number) => `该卡已于 ${formatDateTime(lostAt)} 挂失，之后仍在机井消费 ${yuan(amountFen)} 元`,
  /** The note of an issue a later record made add up. */
  resolved: '后到的记录补齐后已对上，系统自动关闭',
  /** Who processed it then. */
  system: '系统',
} as const;
