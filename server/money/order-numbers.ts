import { randomInt } from 'node:crypto';
import { formatDateTime } from '../http/format';

/** `yyyyMMddHHmmss` of China Standard Time. */
const stamp = (at: Date) => formatDateTime(at).replace(/\D/g, '');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A recharge's order number: R, the CST time and 6 random digits (unique in the table; a clash fails the insert). */
export const rechargeOrderNo = (at: Date) => `R${stamp(at)}${digits(6)}`;

/** A generated card number: 12 digits, the CST date and 6 random digits. */
export const newCardNo = (at: Date) => `${stamp(at).slice(2, 8)}${digits(6)}`;
