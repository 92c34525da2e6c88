import { expect } from '@open-wc/testing';
import {
  formatAmount,
  formatFen,
  formatFigureCell,
  formatFixed,
  formatLargeNumber,
  groupThousands,
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
    expect(formatFen(123456)).to.equal('1234.56', "an input's value is not grouped");
    expect(formatAmount(123456.5)).to.equal('123,456.50');
    expect(formatAmount('-1234567.891')).to.equal('-1,234,567.89');
    expect(formatAmount(999.99)).to.equal('999.99');
  });

  it('figures grouped by thousands; other text as it is', () => {
    expect(groupThousands('1234567.500')).to.equal('1,234,567.500');
    expect(groupThousands('-1000')).to.equal('-1,000');
    expect(groupThousands('100')).to.equal('100');
    expect(groupThousands('1.2345')).to.equal('1.2345', 'decimals are never grouped');
    expect(groupThousands('AW0001')).to.equal('AW0001');
    expect(formatFixed(12345.6, 3)).to.equal('12,345.600');
    expect(formatFixed(0, 2)).to.equal('0.00');
  });

  it("a table cell: the definition's figures grouped, very large ones in scientific notation with the exact figure, identifiers untouched", () => {
    expect(formatFigureCell('1234.50')).to.deep.equal({ text: '1,234.50' });
    expect(formatFigureCell(12345)).to.deep.equal({ text: '12,345' }, 'a count');
    expect(formatFigureCell('260728365598')).to.deep.equal({ text: '260728365598' }, 'a card number has no decimal point');
    expect(formatFigureCell('15772931709')).to.deep.equal({ text: '15772931709' });
    expect(formatFigureCell('2026-11-01 00:00:00')).to.deep.equal({ text: '2026-11-01 00:00:00' });
    expect(formatFigureCell('9999999.999')).to.deep.equal({ text: '9,999,999.999' }, '7 whole digits');
    expect(formatFigureCell('12345678.125')).to.deep.equal({ text: '1.235e+7', exact: '12,345,678.125' });
    expect(formatFigureCell('-10000000.00')).to.deep.equal({ text: '-1.00e+7', exact: '-10,000,000.00' });
    expect(formatFigureCell(123456789)).to.deep.equal({ text: '1.23e+8', exact: '123,456,789' });
    expect(formatFigureCell(2.5)).to.deep.equal({ text: '2.5' }, 'a number with decimals the definition did not fix is shown as it is');
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
