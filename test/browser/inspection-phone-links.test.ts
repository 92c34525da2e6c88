import { expect } from '@open-wc/testing';
import { amapMarkerUrl } from '../../src/screens/agriculturalWell/inspection/phone/map-link';
import { overdueDays } from '../../src/screens/agriculturalWell/inspection/phone/overdue-days';

const well = { wellName: '1号机井', wellCd: 'AW0001' };

describe("the inspector's phone: days late and the map link", () => {
  it('counts the days late by the China calendar, whatever the hour and the browser’s zone', () => {
    // 2026-11-30 00:00 in China is 2026-11-29 16:00 UTC
    const chinaMidnight = Date.UTC(2026, 10, 29, 16, 0);
    expect(overdueDays('2026-11-29 23:59:59', chinaMidnight - 1000), 'the day it is due').to.equal(0);
    expect(overdueDays('2026-11-29 23:59:59', chinaMidnight), 'the next China day').to.equal(1);
    expect(overdueDays('2026-11-29 08:00:00', chinaMidnight + 23 * 3_600_000)).to.equal(1);
    expect(overdueDays('2026-10-31 10:00:00', chinaMidnight)).to.equal(30);
    expect(overdueDays('2025-12-31 10:00:00', Date.UTC(2026, 0, 1, 0, 0)), 'across a year').to.equal(1);
    expect(overdueDays('2026-12-01 10:00:00', chinaMidnight), 'not yet due').to.equal(0);
  });

  it('opens AMap at the WGS-84 coordinates with the well’s name, and nothing without coordinates', () => {
    const url = new URL(amapMarkerUrl({ ...well, wellLongitude: 116.397128, wellLatitude: 39.916527 })!);
    expect(url.origin + url.pathname).to.equal('https://uri.amap.com/marker');
    expect(url.searchParams.get('position')).to.equal('116.397128,39.916527');
    expect(url.searchParams.get('name')).to.equal('1号机井(AW0001)');
    expect(url.searchParams.get('coordinate')).to.equal('wgs84');
    expect(url.searchParams.get('callnative')).to.equal('1');
    expect(amapMarkerUrl({ ...well, wellLongitude: -0.5, wellLatitude: 0 })).to.contain('position=-0.5%2C0');
    expect(amapMarkerUrl({ ...well, wellLongitude: null, wellLatitude: null })).to.equal(null);
  });
});
