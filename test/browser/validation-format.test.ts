import { expect } from '@open-wc/testing';
import {
  formatAmount,
  formatFen,
  formatLargeNumber,
  formatSignal,
  isSameMonth,
  monthLimitedDisabledDate,
  parseYuanToFen,
  validateSameMonthRange,
} from '../../src/validation';

describe('validation: display formats and the month-limited range (spec sections 5 and 9)', () => {
  it('amounts with 2 decimals, exact on the decimal value', () => {
    expect(formatAmount(10)).to.equal('10.00');
    expect(formatAmount('3.3')).to.equal('3.30');
    expect(formatAmount(1.005), 'Math.round(1.005 * 100) would give 1.00').to.equal('1.01');
    expect(formatAmount(0.1 + 0.2)).to.equal('0.30');
    expect(formatAmount(-2.5)).to.equal('-2.50');
    expect(formatAmount(-0.001)).to.equal('0.00');
    expect(formatAmount(null)).to.equal('');
    expect(formatAmount('abc')).to.equal('');
    expect(parseYuanToFen('12.34')).to.equal(1234);
    expect(parseYuanToFen(0.0000001)).to.equal(0);
    expect(formatFen(5)).to.equal('0.05');
    expect(formatFen(123456)).to.equal('1234.56');
  });

  it('signal with 1 decimal', () => {
    expect(formatSignal(23)).to.equal('23.0');
    expect(formatSignal('17.25')).to.equal('17.3');
    expect(formatSignal(-85.44)).to.equal('-85.4');
    expect(formatSignal(undefined)).to.equal('');
  });

  it('scientific notation above 7 whole digits', () => {
    expect(formatLargeNumber(9999999)).to.equal('9999999.00');
    expect(formatLargeNumber(10000000)).to.equal('1.00e+7');
    expect(formatLargeNumber(123456789, 1)).to.equal('1.2e+8');
    expect(formatLargeNumber(-12345678)).to.equal('-1.23e+7');
    expect(formatLargeNumber(1e21)).to.equal('1.00e+21');
    expect(formatLargeNumber(12.345)).to.equal('12.35');
  });

  it('date range: only within one month', () => {
    expect(isSameMonth(new Date(2026, 1, 1), new Date(2026, 1, 28))).to.equal(true);
    expect(isSameMonth(new Date(2026, 0, 31), new Date(2026, 1, 1))).to.equal(false);
    expect(isSameMonth(new Date(2025, 1, 1), new Date(2026, 1, 1)), 'same month of another year').to.equal(false);
    expect(validateSameMonthRange([new Date(2026, 10, 1, 0, 0, 0), new Date(2026, 10, 30, 23, 59, 59)])).to.equal(null);
    expect(validateSameMonthRange([new Date(2026, 10, 20), new Date(2026, 11, 2)])).to.equal('只能选择同一个月内的日期');
    expect(validateSameMonthRange(null)).to.equal(null);
    const disabled = monthLimitedDisabledDate(new Date(2026, 1, 10));
    expect(disabled(new Date(2026, 1, 28))).to.equal(false);
    expect(disabled(new Date(2026, 2, 1))).to.equal(true);
    expect(disabled(new Date(2026, 0, 31))).to.equal(true);
    expect(monthLimitedDisabledDate(null)(new Date(2020, 0, 1)), 'nothing picked yet').to.equal(false);
  });
});
