import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { CardRow } from './card';
import { groupThousands } from '../figure-cell';

/** Headers of the cards table's columns (the screen's and the export's); the place is a personalised name. */
export const cardColumnTitles = {
  cardNo: '卡号',
  cardType: '卡类型',
  status: '卡状态',
  farmerName: '持卡人',
  mobile: '手机号',
  idCard: '身份证号',
  balance: '余额(元)',
  giftBalance: '赠送余额(元)',
  createTime: '开卡时间',
} as const;

const t = cardColumnTitles;

/** 待写卡: money the counter moved on an offline card that its chip has not taken yet. */
export const pendingWriteText = (yuan: number) => `待写卡 ${groupThousands(yuan.toFixed(2))}`;

/** A card's state: its status, and its pending write when it has one. */
export const cardStatusText = (r: Pick<CardRow, 'status' | 'pendingWrite'>) =>
  r.pendingWrite === 0
    ? label('onlineCardStatus', r.status)
    : `${label('onlineCardStatus', r.status)} · ${pendingWriteText(r.pendingWrite)}`;

/** The cards table's columns and its export's: the card, then what is read first (status, balance); the ID card masked as it arrives. */
export const cardColumnDefs = columnsOf<CardRow>()([
  { key: 'cardNo', title: t.cardNo, text: (r) => r.cardNo },
  { key: 'status', title: t.status, text: (r) => cardStatusText(r) },
  { key: 'balance', title: t.balance, text: (r) => r.balance.toFixed(2) },
  { key: 'cardType', title: t.cardType, text: (r) => label('cardType', r.cardType) },
  { key: 'farmerName', title: t.farmerName, text: (r) => r.farmerName },
  { key: 'farmerMobile', title: t.mobile, text: (r) => r.farmerMobile },
  { key: 'idCard', title: t.idCard, text: (r) => r.idCard },
  { key: 'placeName', title: (n) => n.place, text: (r) => r.placeName },
  { key: 'giftBalance', title: t.giftBalance, text: (r) => r.giftBalance.toFixed(2) },
  { key: 'createTime', title: t.createTime, text: (r) => r.createTime },
]);
