import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { CardRow } from './card';

/** Headers of the cards table's columns (the screen's and the export's); the place is a personalised name. */
export const cardColumnTitles = {
  cardNo: '卡号', cardType: '卡类型', status: '卡状态', farmerName: '持卡人', mobile: '手机号', idCard: '身份证号',
  balance: '余额(元)', giftBalance: '赠送余额(元)', createTime: '开卡时间',
} as const;

const t = cardColumnTitles;

/** The cards' export, column for column as the table (the ID card masked as it arrives). */
export const cardExportColumns: readonly ExportColumn<CardRow>[] = [
  { title: t.cardNo, text: (r) => r.cardNo },
  { title: t.cardType, text: (r) => label('cardType', r.cardType) },
  { title: t.status, text: (r) => label('onlineCardStatus', r.status) },
  { title: t.farmerName, text: (r) => r.farmerName },
  { title: t.mobile, text: (r) => r.farmerMobile },
  { title: t.idCard, text: (r) => r.idCard },
  { title: (n) => n.place, text: (r) => r.placeName },
  { title: t.balance, text: (r) => r.balance.toFixed(2) },
  { title: t.giftBalance, text: (r) => r.giftBalance.toFixed(2) },
  { title: t.createTime, text: (r) => r.createTime },
];
