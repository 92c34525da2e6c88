import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  findRegion,
  listChildren,
  listProvinces,
  locationSelection,
  padRegionCode,
  regionPath,
  shortRegionCode,
  toCommonArea,
} from '../../../server/region/region-data';

describe('region data', () => {
  it('lists the provinces with 6-digit codes as id and cd', () => {
    const provinces = listProvinces();
    assert.equal(provinces.length, 34);
    assert.deepEqual(provinces[0], { id: '110000', cd: '110000', name: '北京市' });
    assert.ok(provinces.some((p) => p.cd === '440000' && p.name === '广东省'));
    assert.ok(provinces.every((p) => /^\d{2}0000$/.test(p.id) && p.id === p.cd));
  });

  it('finds Beijing -> its city -> 东城区 with 2, 4 or 6 digit codes', () => {
    const cities = listChildren('110000');
    assert.deepEqual(cities, [{ id: '110100', cd: '110100', name: '北京市' }]);
    assert.deepEqual(listChildren('11'), cities);
    const areas = listChildren('1101');
    assert.deepEqual(areas[0], { id: '110101', cd: '110101', name: '东城区' });
    assert.deepEqual(listChildren('110100'), areas);
    assert.ok(areas.every((a) => a.cd.startsWith('1101')));
    assert.deepEqual(findRegion('110101'), { id: '110101', cd: '110101', name: '东城区' });
  });

  it("lists a province's cities", () => {
    const cities = listChildren('44');
    const names = cities.map((c) => c.name);
    assert.ok(names.includes('广州市') && names.includes('深圳市'));
    assert.ok(cities.every((c) => /^44\d{2}00$/.test(c.cd)));
    assert.deepEqual(
      cities.map((c) => c.cd),
      [...cities.map((c) => c.cd)].sort(),
    );
  });

  it('has nothing for unknown or ill-formed codes, and no children below an area', () => {
    for (const code of ['99', '9999', '999999', '110199', '', 'abc', '1', '110', '11010', '1101011', '11 ', '../11']) {
      assert.deepEqual(listChildren(code), [], code);
    }
    assert.deepEqual(listChildren('110101'), []);
    assert.equal(findRegion('990000'), undefined);
    assert.equal(findRegion('x'), undefined);
    assert.equal(findRegion('110199'), undefined);
  });

  it('pads region codes to 6 digits and shortens them to 2/4/6', () => {
    assert.equal(padRegionCode('11'), '110000');
    assert.equal(padRegionCode('1101'), '110100');
    assert.equal(padRegionCode('110101'), '110101');
    assert.equal(padRegionCode('110'), undefined);
    assert.equal(shortRegionCode('110000'), '11');
    assert.equal(shortRegionCode('110100'), '1101');
    assert.equal(shortRegionCode('110101'), '110101');
    assert.equal(shortRegionCode('990000'), undefined);
  });

  it('builds the path and location selection of an area', () => {
    assert.deepEqual(regionPath('440305'), {
      province: { id: '440000', cd: '440000', name: '广东省' },
      city: { id: '440300', cd: '440300', name: '深圳市' },
      area: { id: '440305', cd: '440305', name: '南山区' },
    });
    assert.equal(regionPath('440300'), undefined);
    assert.equal(regionPath('449999'), undefined);
    assert.deepEqual(locationSelection('110101'), {
      province: '北京市',
      provinceCode: '11',
      city: '北京市',
      cityCode: '1101',
      area: '东城区',
      areaCode: '110101',
    });
  });

  it('maps to the common area shape, and returns copies', () => {
    const region = findRegion('110101');
    assert.ok(region);
    assert.deepEqual(toCommonArea(region, '110100'), { areaCode: '110101', areaAbbname: '东城区', areaParentId: '110100' });
    region.name = 'changed';
    listProvinces()[0]!.name = 'changed';
    assert.equal(findRegion('110101')?.name, '东城区');
    assert.equal(listProvinces()[0]?.name, '北京市');
  });
});
