import { businessHomeTexts as t } from '../../../i18n/zh-CN/business-home';

const percent = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 });
const change = new Intl.NumberFormat('zh-CN', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const grouped = [0, 1, 2, 3].map(
  (digits) => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/** From this value up a card shows its figure in 万 (ten thousands). */
const SHORTEN_FROM = 100_000;
const WAN = 10_000;

/** `n` with group separators and `digits` decimals: 12,345.670. */
const groupedNumber = (n: number, digits: 0 | 1 | 2 | 3): string => grouped[digits]!.format(n);

/** A count with group separators: 12,345. */
export const formatCount = (n: number): string => groupedNumber(n, 0);

/** A rate from 0 to 1 as a percentage with at most 1 decimal (0.8333 is 83.3%); null is '—'. */
export const formatRate = (rate: number | null): string => (rate === null ? t.noRate : percent.format(rate));

/** m³ with 3 decimals and group separators. */
export const formatWater = (m3: number): string => groupedNumber(m3, 3);

/** kWh with 2 decimals and group separators. */
export const formatPower = (kwh: number): string => groupedNumber(kwh, 2);

/** Yuan with 2 decimals and group separators. */
export const formatYuan = (yuan: number): string => groupedNumber(yuan, 2);

/**
 * A card's figure: grouped with `digits` decimals; from 100,000 up shortened to 万 with 2 decimals
 * (1,234,567.8 is 123.46万), `exact` then the whole figure (the card's title on hover), so that a
 * card's figure fits on one line.
 */
export function cardNumber(n: number, digits: 0 | 1 | 2 | 3 = 0): { value: string; exact?: string } {
  const whole = groupedNumber(n, digits);
  return Math.abs(n) < SHORTEN_FROM ? { value: whole } : { value: t.wan(groupedNumber(n / WAN, 2)), exact: whole };
}

/** A change's ratio as an unsigned percentage with 1 decimal (0.125 is 12.5%; the arrow gives the sign); null is '—'. */
export const formatChange = (ratio: number | null): string => (ratio === null ? t.noBase : change.format(Math.abs(ratio)));
