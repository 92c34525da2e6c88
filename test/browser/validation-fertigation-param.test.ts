import { expect } from '@open-wc/testing';
import {
  FERTIGATION_PARAM_FIELDS,
  FERTIGATION_PARAM_RULES,
  validateFertigationParams,
  validateParamField,
  type FertigationParamValues,
} from '../../src/validation';

const VALID: FertigationParamValues = {
  tankARatio: '50',
  tankBRatio: '30',
  tankCRatio: '20',
  ecMin: '1.2',
  ecMax: '2.5',
  phMin: '5.5',
  phMax: '7',
  flowRate: '12.5',
  pressure: '0.3',
  mixSeconds: '60',
};

describe('validation: fertigation parameters (the saveParam bounds)', () => {
  it('accepts each bound itself and refuses just past it', () => {
    const cases: [keyof FertigationParamValues, string, string, string, string, string][] = [
      // field, min, max, just under min, just over max, message of the range
      ['tankARatio', '0', '100', '-0.1', '100.1', 'A桶配比须在0到100之间'],
      ['ecMin', '0', '20', '-0.01', '20.01', 'EC下限须在0到20之间'],
      ['phMax', '0', '14', '-0.1', '14.1', 'pH上限须在0到14之间'],
      ['flowRate', '0', '999.99', '-0.01', '1000', '流量须在0到999.99之间'],
      ['pressure', '0', '1.6', '-0.01', '1.61', '压力须在0到1.6之间'],
      ['mixSeconds', '0', '3600', '-1', '3601', '搅拌时长须在0到3600之间'],
    ];
    for (const [field, min, max, under, over, message] of cases) {
      expect(validateParamField(field, min), `${field} ${min}`).to.equal(null);
      expect(validateParamField(field, max), `${field} ${max}`).to.equal(null);
      expect(validateParamField(field, under), `${field} ${under}`).to.equal(message);
      expect(validateParamField(field, over), `${field} ${over}`).to.equal(message);
    }
  });

  it('limits decimals per field: 1 for shares and pH, 2 for EC, flow and pressure, none for seconds', () => {
    expect(validateParamField('tankBRatio', '33.3')).to.equal(null);
    expect(validateParamField('tankBRatio', '33.35')).to.equal('B桶配比最多1位小数');
    expect(validateParamField('tankBRatio', '33.30'), 'trailing zeros are not decimals').to.equal(null);
    expect(validateParamField('phMin', '6.55')).to.equal('pH下限最多1位小数');
    expect(validateParamField('ecMax', '2.55')).to.equal(null);
    expect(validateParamField('ecMax', '2.555')).to.equal('EC上限最多2位小数');
    expect(validateParamField('pressure', '0.125')).to.equal('压力最多2位小数');
    expect(validateParamField('mixSeconds', '60.5')).to.equal('搅拌时长须为整数');
    expect(validateParamField('mixSeconds', '60.0')).to.equal(null);
    expect(FERTIGATION_PARAM_RULES.flowRate).to.deep.equal({ min: 0, max: 999.99, decimals: 2 });
  });

  it('requires a plain number: empty, blank, letters and exponents are refused', () => {
    expect(validateParamField('ecMin', '')).to.equal('EC下限不能为空');
    expect(validateParamField('ecMin', '  ')).to.equal('EC下限不能为空');
    expect(validateParamField('ecMin', null)).to.equal('EC下限不能为空');
    for (const bad of ['abc', '1e1', '1.2.3', '--1', '0x10', '1,5'])
      expect(validateParamField('flowRate', bad), bad).to.equal('流量须为数字');
    expect(validateParamField('flowRate', ' 12.5 '), 'surrounding blanks are ignored').to.equal(null);
    expect(validateParamField('flowRate', '.5')).to.equal(null);
  });

  it('tank shares total exactly 100, compared in tenths (33.3 + 33.3 + 33.4)', () => {
    expect(validateFertigationParams(VALID)).to.deep.equal({});
    expect(validateFertigationParams({ ...VALID, tankARatio: '33.3', tankBRatio: '33.3', tankCRatio: '33.4' })).to.deep.equal({});
    expect(validateFertigationParams({ ...VALID, tankARatio: '60' })).to.deep.equal({ tankCRatio: 'A、B、C桶配比之和须为100，当前为110' });
    expect(validateFertigationParams({ ...VALID, tankCRatio: '19.9' })).to.deep.equal({
      tankCRatio: 'A、B、C桶配比之和须为100，当前为99.9',
    });
    expect(validateFertigationParams({ ...VALID, tankARatio: '0', tankBRatio: '0', tankCRatio: '0' })).to.deep.equal({
      tankCRatio: 'A、B、C桶配比之和须为100，当前为0',
    });
    // An invalid share has its own message; the total is not judged then.
    expect(validateFertigationParams({ ...VALID, tankARatio: '150' })).to.deep.equal({ tankARatio: 'A桶配比须在0到100之间' });
  });

  it('each lower bound stays strictly under its upper one, as the server requires', () => {
    expect(validateFertigationParams({ ...VALID, ecMin: '2.5' })).to.deep.equal({ ecMax: 'EC下限须小于EC上限' });
    expect(validateFertigationParams({ ...VALID, ecMin: '2.49' })).to.deep.equal({});
    expect(validateFertigationParams({ ...VALID, phMin: '7', phMax: '7.0' })).to.deep.equal({ phMax: 'pH下限须小于pH上限' });
    expect(validateFertigationParams({ ...VALID, phMin: '8', phMax: '6' })).to.deep.equal({ phMax: 'pH下限须小于pH上限' });
    expect(validateFertigationParams({ ...VALID, phMin: '6.9' })).to.deep.equal({});
    expect(validateFertigationParams({ ...VALID, ecMin: '', ecMax: '1' }), 'no order message beside a missing bound').to.deep.equal({
      ecMin: 'EC下限不能为空',
    });
  });

  it('reports every invalid field at once, one message each', () => {
    const errors = validateFertigationParams({ ...VALID, flowRate: '', pressure: '2', mixSeconds: 'x' });
    expect(errors).to.deep.equal({ flowRate: '流量不能为空', pressure: '压力须在0到1.6之间', mixSeconds: '搅拌时长须为数字' });
    expect(FERTIGATION_PARAM_FIELDS).to.have.length(10);
  });
});
