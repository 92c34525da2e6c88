import { expect } from '@open-wc/testing';
import {
  recalculateRefundAmount,
  refundAmountFen,
  sanitizeRefundCount,
  sanitizeShareRate,
  validateRefundCount,
  validateShareRate,
} from '../../src/validation';

describe('validation: share rate and refund (spec section 5)', () => {
  it('share rate: required, at most 100, two decimals, not negative', () => {
    expect(validateShareRate('')).to.equal('比例不能为空');
    expect(validateShareRate(' ')).to.equal('比例不能为空');
    expect(validateShareRate(null)).to.equal('比例不能为空');
    for (const ok of ['100', '100.00', '0', '12.5', '99.99', 100, ' 50 ']) expect(validateShareRate(ok), String(ok)).to.equal(null);
    for (const high of ['100.01', '101', '1000', 100.5]) expect(validateShareRate(high), String(high)).to.equal('比例不能大于100');
    for (const bad of ['-1', '12.345', 'abc', '1e2', '5%', '.5']) expect(validateShareRate(bad), bad).to.equal('比例格式不正确');
    expect(sanitizeShareRate('150.555'), 'the filter does not clamp, so the message can show').to.equal('150.55');
  });

  it('refund count: required, trimmed, numeric only, from 1 to the original count', () => {
    expect(validateRefundCount('')).to.equal('请输入商品件数');
    expect(validateRefundCount('   ')).to.equal('请输入商品件数');
    expect(validateRefundCount(null)).to.equal('请输入商品件数');
    expect(validateRefundCount(' 3 ')).to.equal(null);
    expect(validateRefundCount('3', 3)).to.equal(null);
    expect(validateRefundCount('4', 3)).to.equal('商品件数不能大于3');
    for (const bad of ['3a', '1.5', '-1', '0', '00']) expect(validateRefundCount(bad), bad).to.equal('商品件数须为正整数');
    expect(sanitizeRefundCount(' 3 ')).to.equal('3');
    expect(sanitizeRefundCount('3a')).to.equal('3');
    expect(sanitizeRefundCount('')).to.equal('');
  });

  it('recalculates count x (amount / original count) in fen, half up, two decimals', () => {
    expect(recalculateRefundAmount('10.00', 3, 1)).to.equal('3.33');
    expect(recalculateRefundAmount('10.00', 3, 2)).to.equal('6.67');
    expect(recalculateRefundAmount('10.00', 3, 3)).to.equal('10.00');
    expect(recalculateRefundAmount(10, 3, 3)).to.equal('10.00');
    expect(recalculateRefundAmount('0.10', 3, 1)).to.equal('0.03');
    expect(recalculateRefundAmount('0.05', 2, 1), 'half a fen rounds up').to.equal('0.03');
    expect(recalculateRefundAmount('0.03', 2, 1)).to.equal('0.02');
    expect(recalculateRefundAmount('19.99', 7, 5)).to.equal('14.28');
    expect(recalculateRefundAmount(0.3, 3, 1), 'no float error: 0.3 / 3 is 0.10').to.equal('0.10');
    expect(recalculateRefundAmount(1.15, 1, 1)).to.equal('1.15');
    // Where float arithmetic lands just under half a fen: 0.29 / 2 * 100 is 14.499999999999998.
    expect(recalculateRefundAmount('0.29', 2, 1)).to.equal('0.15');
    expect(recalculateRefundAmount(0.21, 6, 3)).to.equal('0.11');
    expect(recalculateRefundAmount('0.15', 6, 5)).to.equal('0.13');
    expect(recalculateRefundAmount('99999999.99', 1, 1)).to.equal('99999999.99');
    expect(recalculateRefundAmount('10.00', 3, 0)).to.equal('0.00');
    expect(refundAmountFen(1000, 3, 1)).to.equal(333);
  });

  it('gives null for inputs that cannot be recalculated', () => {
    expect(recalculateRefundAmount('abc', 3, 1)).to.equal(null);
    expect(recalculateRefundAmount('', 3, 1)).to.equal(null);
    expect(recalculateRefundAmount('10', 0, 1)).to.equal(null);
    expect(recalculateRefundAmount('10', 3, 1.5)).to.equal(null);
    expect(recalculateRefundAmount('-10', 3, 1)).to.equal(null);
    expect(refundAmountFen(Number.MAX_SAFE_INTEGER, 1, 2)).to.equal(null);
  });
});
