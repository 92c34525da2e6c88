import { formatAmount, formatLargeNumber } from '../../../validation/format';
import { businessHomeTexts as t } from '../../../i18n/zh-CN/business-home';

const counts = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 });

/** A count with group separators: 12,345. */
export const formatCount = (n: number): string => counts.format(n);

/** A rate from 0 to 1 as a percentage with at most 1 decimal (0.8333 is 83.3%); null is '—'. */
export const formatRate = (rate: number | null): string => (rate === null ? t.noRate : percent.format(rate));

/** m³ with 3 decimals. */
export const formatWater = (m3: number): string => formatLargeNumber(m3, 3);

/** kWh with 2 decimals. */
export const formatPower = (kwh: number): string => formatLargeNumber(kwh, 2);

/** Yuan with 2 decimals. */
export const formatYuan = (yuan: number): string => formatAmount(yuan);
