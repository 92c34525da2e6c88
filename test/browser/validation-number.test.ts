import { expect } from '@open-wc/testing';
import { finalizeNumberInput, sanitizeFloat, sanitizeInteger, sanitizeNumberInput, sanitizeOneDecimal } from '../../src/validation';

/** Feeds text one character at a time, as an input event per keystroke would. */
function type(text: string, sanitize: (raw: string) => string): string {
  let value = '';
  for (const c of text) value = sanitize(value + c);
  return value;
}

describe('validation: number inputs (spec section 5)', () => {
  it('float: digits and one point, two decimals cut, leading zeros stripped', () => {
    const cases: Array<[string, string]> = [
      ['1.234', '1.23'],
      ['00.10', '0.10'],
      ['1..2', '1.2'],
      ['abc', ''],
      ['007.5', '7.5'],
      ['0.5', '0.5'],
      ['.5', '0.5'],
      ['.', '0.'],
      ['0', '0'],
      ['00', '0'],
      ['05', '5'],
      ['1.2.3', '1.23'],
      ['-3.5', '3.5'],
      ['1,000.5', '1000.5'],
      ['1e5', '15'],
      ['１２．５', '12.5'],
      ['3。14', '3.14'],
      ['', ''],
      ['12.', '12.'],
      ['1.999', '1.99'],
    ];
    for (const [raw, want] of cases) expect(sanitizeFloat(raw), raw).to.equal(want);
  });

  it('float: typing key by key keeps the value a valid prefix', () => {
    expect(type('007.555', sanitizeFloat)).to.equal('7.55');
    expect(type('0.05', sanitizeFloat)).to.equal('0.05');
    expect(type('1..2', sanitizeFloat)).to.equal('1.2');
    expect(type('.25', sanitizeFloat)).to.equal('0.25');
  });

  it('one-decimal variant', () => {
    expect(sanitizeOneDecimal('1.25')).to.equal('1.2');
    expect(sanitizeOneDecimal('007.09')).to.equal('7.0');
    expect(sanitizeOneDecimal('.9')).to.equal('0.9');
    expect(type('12.34', sanitizeOneDecimal)).to.equal('12.3');
  });

  it('configurable decimals, with max while typing and min and max on finalize', () => {
    expect(sanitizeNumberInput('3.14159', { decimals: 3 })).to.equal('3.141');
    expect(sanitizeNumberInput('3.14159', { decimals: 0 })).to.equal('314159');
    expect(sanitizeNumberInput('150', { decimals: 2, max: 100 })).to.equal('100');
    expect(sanitizeNumberInput('100.01', { decimals: 2, max: 100 })).to.equal('100');
    expect(sanitizeNumberInput('100.00', { decimals: 2, max: 100 }), 'exactly the max stays').to.equal('100.00');
    expect(sanitizeNumberInput('9.99', { decimals: 2, max: 9.5 })).to.equal('9.5');
    expect(sanitizeNumberInput('1', { decimals: 2, min: 5 }), 'min does not block typing').to.equal('1');
    expect(type('15', (raw) => sanitizeNumberInput(raw, { min: 5, max: 20 }))).to.equal('15');
    expect(finalizeNumberInput('1', { min: 5 })).to.equal('5');
    expect(finalizeNumberInput('0.5', { min: 0.75, decimals: 2 })).to.equal('0.75');
    expect(finalizeNumberInput('7.', { min: 5, max: 10 })).to.equal('7');
    expect(finalizeNumberInput('12', { min: 5, max: 10 })).to.equal('10');
    expect(finalizeNumberInput('5', { min: 5, max: 10 }), 'the bounds themselves are allowed').to.equal('5');
    expect(finalizeNumberInput('10.00', { min: 5, max: 10 })).to.equal('10.00');
    expect(finalizeNumberInput('', { min: 5 }), 'empty stays empty: required is a separate rule').to.equal('');
    expect(finalizeNumberInput('2.345', { decimals: 1, min: 2.35 }), 'a min is rounded up').to.equal('2.4');
    expect(sanitizeNumberInput('3', { decimals: 1, max: 2.35 }), 'a max is rounded down').to.equal('2.3');
  });

  it('integer: digits only, leading zeros stripped', () => {
    const cases: Array<[string, string]> = [
      ['123', '123'],
      ['007', '7'],
      ['0', '0'],
      ['000', '0'],
      ['1.5', '15'],
      ['-4', '4'],
      ['a1b2', '12'],
      [' 3 ', '3'],
      ['', ''],
      ['１０', '10'],
    ];
    for (const [raw, want] of cases) expect(sanitizeInteger(raw), raw).to.equal(want);
    expect(sanitizeInteger('120', { max: 99 })).to.equal('99');
  });
});
