import { expect } from '@open-wc/testing';
import { idCardCheckDigit, normalizeIdCard, validateIdCard, validateIdCardBack, validateIdCardFront } from '../../src/validation';

/**
 * Check character computed here independently of the code under test: the MOD 11-2 weights are
 * 2^(17-i) mod 11, and the check value is (12 - sum mod 11) mod 11, where 10 is written X.
 */
function check(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

const id = (region: string, birth: string, seq: string) => region + birth + seq + check(region + birth + seq);
const INVALID = '身份证号格式错误';
const TODAY = new Date(2026, 10, 22);

/** Finds a sequence number whose check character is X (one in eleven has it). */
function idEndingInX(region: string, birth: string): string {
  for (let n = 0; n < 1000; n++) {
    const seq = String(n).padStart(3, '0');
    if (check(region + birth + seq) === 'X') return region + birth + seq + 'X';
  }
  throw new Error('no X found');
}

describe('validation: ID card (spec section 5)', () => {
  it('accepts real numbers, including the check character X, in upper or lower case', () => {
    expect(validateIdCard('11010519491231002X', TODAY), 'the well-known sample number').to.equal(null);
    const withX = idEndingInX('440305', '19900515');
    expect(validateIdCard(withX, TODAY)).to.equal(null);
    expect(validateIdCard(withX.toLowerCase(), TODAY), 'lower-case x is accepted').to.equal(null);
    expect(normalizeIdCard(` ${withX.toLowerCase()} `)).to.equal(withX);
    for (const region of ['110101', '310104', '650102', '810000', '820000', '710000']) {
      expect(validateIdCard(id(region, '19851001', '123'), TODAY), region).to.equal(null);
    }
  });

  it('computes the same check character as the independent implementation', () => {
    for (let n = 0; n < 200; n++) {
      const first17 = `3301061980${String((n * 7919) % 10000000).padStart(7, '0')}`;
      expect(idCardCheckDigit(first17), first17).to.equal(check(first17));
    }
  });

  it('refuses every wrong check character', () => {
    const good = id('320102', '19791108', '456');
    for (const c of '0123456789X') {
      if (c === good[17]) continue;
      expect(validateIdCard(good.slice(0, 17) + c, TODAY), c).to.equal(INVALID);
    }
  });

  it('refuses an unknown province prefix such as 99, 10 or 83', () => {
    for (const region of ['990101', '100101', '830000', '000101', '240101']) {
      expect(validateIdCard(id(region, '19800101', '001'), TODAY), region).to.equal(INVALID);
    }
  });

  it('requires a real birth date: leap years, month lengths, not in the future, not before 1900', () => {
    expect(validateIdCard(id('110101', '19000229', '001'), TODAY), '1900 is not a leap year').to.equal(INVALID);
    expect(validateIdCard(id('110101', '20000229', '001'), TODAY), '2000 is a leap year').to.equal(null);
    expect(validateIdCard(id('110101', '20240229', '001'), TODAY)).to.equal(null);
    expect(validateIdCard(id('110101', '20230229', '001'), TODAY)).to.equal(INVALID);
    expect(validateIdCard(id('110101', '19900431', '001'), TODAY), 'April has 30 days').to.equal(INVALID);
    expect(validateIdCard(id('110101', '19901301', '001'), TODAY)).to.equal(INVALID);
    expect(validateIdCard(id('110101', '19900100', '001'), TODAY)).to.equal(INVALID);
    expect(validateIdCard(id('110101', '19000101', '001'), TODAY)).to.equal(null);
    expect(validateIdCard(id('110101', '18991231', '001'), TODAY)).to.equal(INVALID);
    expect(validateIdCard(id('110101', '20261122', '001'), TODAY), 'born today').to.equal(null);
    expect(validateIdCard(id('110101', '20261123', '001'), TODAY), 'tomorrow').to.equal(INVALID);
    expect(validateIdCard(id('110101', '20300101', '001'), TODAY)).to.equal(INVALID);
    // two days after the real today (whatever the zone), as yyyyMMdd: refused by the default today on any day it runs
    const later = new Date(Date.now() + 2 * 86_400_000);
    const laterBirth = `${later.getFullYear()}${String(later.getMonth() + 1).padStart(2, '0')}${String(later.getDate()).padStart(2, '0')}`;
    expect(validateIdCard(id('110101', laterBirth, '001')), 'defaults to the real today').to.equal(INVALID);
  });

  it('refuses wrong shapes: 15 or 17 or 19 characters, X inside, letters, blanks', () => {
    const good = id('110101', '19800101', '001');
    for (const bad of [
      '',
      '   ',
      null,
      undefined,
      '110101800101001',
      good.slice(0, 17),
      `${good}1`,
      `11010X19800101001${good[17]}`,
      `${good.slice(0, 17)}Y`,
      `${good.slice(0, 6)} ${good.slice(6)}`,
    ]) {
      expect(validateIdCard(bad, TODAY), String(bad)).to.equal(INVALID);
    }
    expect(validateIdCard(` ${good} `, TODAY), 'surrounding spaces are trimmed').to.equal(null);
  });

  it('requires the front and back photos', () => {
    expect(validateIdCardFront('')).to.equal('请上传身份证正面照');
    expect(validateIdCardFront(null)).to.equal('请上传身份证正面照');
    expect(validateIdCardFront([])).to.equal('请上传身份证正面照');
    expect(validateIdCardFront('/files/front.png')).to.equal(null);
    expect(validateIdCardBack(undefined)).to.equal('请上传身份证反面照');
    expect(validateIdCardBack([{ url: '/files/back.png' }])).to.equal(null);
  });
});
