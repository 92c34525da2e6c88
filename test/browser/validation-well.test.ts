import { expect } from '@open-wc/testing';
import {
  validateCoordinate,
  validateCoordinatePair,
  validatePermitNo,
  validatePermitVolume,
  validateWellBilling,
  validateWellParamField,
  validateWellParams,
  type WellParamValues,
} from '../../src/validation';

const VALID: WellParamValues = {
  maxRunMinutes: '240',
  waterLevelMin: '5',
  waterLevelMax: '80',
  pulsePerM3: '1000',
  meterRatio: '1',
  minBalance: '5',
};

describe('validation: well parameters, billing, coordinates and permit', () => {
  it('bounds each parameter by the saveParam contract, integers where it counts', () => {
    expect(validateWellParams(VALID)).to.deep.equal({});
    const cases: [keyof WellParamValues, string, string | null][] = [
      ['maxRunMinutes', '1', null],
      ['maxRunMinutes', '1440', null],
      ['maxRunMinutes', '0', '单次最长运行时长须在1到1440之间'],
      ['maxRunMinutes', '1.5', '单次最长运行时长须为整数'],
      ['pulsePerM3', '100001', '脉冲常数须在1到100000之间'],
      ['meterRatio', '', '电表倍率不能为空'],
      ['minBalance', '9999.99', null],
      ['minBalance', '10000', '最低余额须在0到9999.99之间'],
      ['minBalance', '1.234', '最低余额最多2位小数'],
      ['waterLevelMax', '1e2', '水位上限须为数字'],
    ];
    for (const [field, value, message] of cases) expect(validateWellParamField(field, value), `${field} ${value}`).to.equal(message);
  });

  it('keeps the lower water level under the upper one, reported on the lower as the server does', () => {
    expect(validateWellParams({ ...VALID, waterLevelMin: '80' })).to.deep.equal({ waterLevelMin: '水位下限须小于水位上限' });
    expect(validateWellParams({ ...VALID, waterLevelMin: '81', waterLevelMax: '' }), 'not compared with an invalid bound').to.deep.equal({
      waterLevelMax: '水位上限不能为空',
    });
  });

  it('wants the price the billing mode charges by above 0, each within 0 to 99.99 with 2 decimals', () => {
    expect(validateWellBilling({ billingMode: 'electric', electricPrice: '0.8', waterPrice: '0' })).to.deep.equal({});
    expect(validateWellBilling({ billingMode: 'electric', electricPrice: '0', waterPrice: '1' })).to.deep.equal({
      electricPrice: '电价须大于0',
    });
    expect(validateWellBilling({ billingMode: 'water', electricPrice: '0', waterPrice: '0.00' })).to.deep.equal({
      waterPrice: '水价须大于0',
    });
    expect(validateWellBilling({ billingMode: 'electricAndWater', electricPrice: '0', waterPrice: '0' })).to.deep.equal({
      electricPrice: '电价须大于0',
      waterPrice: '水价须大于0',
    });
    expect(validateWellBilling({ billingMode: 'water', electricPrice: '100', waterPrice: '1.005' })).to.deep.equal({
      electricPrice: '电价须在0到99.99之间',
      waterPrice: '水价最多2位小数',
    });
  });

  it('takes a coordinate empty or within its bounds with 6 decimals, and both or neither', () => {
    expect(validateCoordinate('longitude', '')).to.equal(null);
    expect(validateCoordinate('longitude', '-180')).to.equal(null);
    expect(validateCoordinate('longitude', '180.000001')).to.equal('经度须在-180到180之间');
    expect(validateCoordinate('latitude', '38.1234567')).to.equal('纬度最多6位小数');
    expect(validateCoordinatePair('114.5', '')).to.equal('经度和纬度须同时填写或同时留空');
    expect(validateCoordinatePair('', ' ')).to.equal(null);
    expect(validateCoordinatePair('114.5', '38')).to.equal(null);
  });

  it('takes a permit empty or in whole m³ from 1 to 100,000,000, its number up to 50 characters', () => {
    expect(validatePermitVolume('')).to.equal(null);
    expect(validatePermitVolume('1')).to.equal(null);
    expect(validatePermitVolume('100000000')).to.equal(null);
    expect(validatePermitVolume('0')).to.equal('取水许可水量须在1到100000000之间');
    expect(validatePermitVolume('100000001')).to.equal('取水许可水量须在1到100000000之间');
    expect(validatePermitVolume('2.5')).to.equal('取水许可水量须为整数');
    expect(validatePermitVolume('5万')).to.equal('取水许可水量须为数字');
    expect(validatePermitNo('取'.repeat(50))).to.equal(null);
    expect(validatePermitNo('取'.repeat(51))).to.equal('取水许可证号最长50个字符');
  });
});
