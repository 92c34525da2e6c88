import type { WellRow } from '../../../api/contract/well/equip';
import { label } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';

/** Yuan with 2 decimals. */
export const yuan = (v: number): string => v.toFixed(2);

/** The billing mode with the prices it charges: 按水电计费 电 0.80元/kWh 水 1.20元/m³. */
export function billingText(w: Pick<WellRow, 'billingMode' | 'electricPrice' | 'waterPrice'>): string {
  const prices = [
    w.billingMode !== 'water' ? t.electricPriceShort(yuan(w.electricPrice)) : '',
    w.billingMode !== 'electric' ? t.waterPriceShort(yuan(w.waterPrice)) : '',
  ];
  return [label('billingMode', w.billingMode), ...prices].filter(Boolean).join(' ');
}

/** The keeper's name and mobile. */
export const keeperText = (w: Pick<WellRow, 'keeperName' | 'keeperMobile'>): string =>
  [w.keeperName, w.keeperMobile].filter(Boolean).join(' ');
