import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { priceOrder, waterBands, type PricingInput } from '../../../server/money/pricing';

const base: PricingInput = {
  billingMode: 'water',
  electricWh: 0,
  waterLiters: 0,
  hasFlowMeter: true,
  waterPerKwhMilli: 3000,
  electricPriceFen: 60,
  waterPriceFen: 50,
  quotaLiters: 0,
  usedLiters: 0,
  tiers: [
    { upToPercent: 120, multiplierPermille: 1500 },
    { upToPercent: null, multiplierPermille: 2000 },
  ],
};

describe('pricing of a well order', () => {
  test('electric mode: kWh × price, rounded half up to the fen; count is kWh rounded up', () => {
    const p = priceOrder({ ...base, billingMode: 'electric', electricWh: 12_345, waterLiters: 99_000 });
    assert.equal(p.fen, 741); // 12.345 kWh × 0.60 = 7.407
    assert.equal(p.count, 13);
    assert.deepEqual(
      p.lines.map((l) => l.item),
      ['electric'],
    );
  });

  test('water without a quota: every m³ at the base price', () => {
    const p = priceOrder({ ...base, waterLiters: 10_500 });
    assert.equal(p.fen, 525);
    assert.equal(p.overQuotaLiters, 0);
    assert.equal(p.count, 11);
  });

  test('以电折水: a well without a flow meter bills kWh × coefficient m³', () => {
    const p = priceOrder({ ...base, hasFlowMeter: false, waterLiters: 1, electricWh: 2_000, waterPerKwhMilli: 3_500 });
    assert.equal(p.waterLiters, 7_000);
    assert.equal(p.waterFromPower, true);
    assert.equal(p.fen, 350);
  });

  test('beyond the quota: up to 120% at ×1.5, above at ×2, split where an order crosses each line', () => {
    // quota 100 m³, 90 used: 10 within, 20 at ×1.5, 10 at ×2
    const bands = waterBands(40_000, 100_000, 90_000, base.tiers);
    assert.deepEqual(
      bands.map((b) => [b.liters, b.multiplierPermille, b.overQuota]),
      [
        [10_000, 1000, false],
        [20_000, 1500, true],
        [10_000, 2000, true],
      ],
    );
    const p = priceOrder({ ...base, waterLiters: 40_000, quotaLiters: 100_000, usedLiters: 90_000 });
    assert.equal(p.fen, 500 + 1500 + 1000);
    assert.equal(p.overQuotaLiters, 30_000);
  });

  test('already past every tier: all at the last multiplier; tiers ending below infinity keep their last multiplier', () => {
    assert.deepEqual(
      waterBands(5_000, 100_000, 500_000, base.tiers).map((b) => b.multiplierPermille),
      [2000],
    );
    assert.deepEqual(
      waterBands(50_000, 100_000, 100_000, [{ upToPercent: 120, multiplierPermille: 1500 }]).map((b) => [b.liters, b.multiplierPermille]),
      [
        [20_000, 1500],
        [30_000, 1500],
      ],
    );
    assert.deepEqual(waterBands(0, 100_000, 0, base.tiers), []);
  });

  test('both: power and water lines add up; the count follows the water', () => {
    const p = priceOrder({ ...base, billingMode: 'electricAndWater', electricWh: 1_000, waterLiters: 2_001 });
    assert.equal(p.fen, 60 + 100);
    assert.equal(p.count, 3);
    assert.equal(
      p.lines.reduce((s, l) => s + l.fen, 0),
      p.fen,
    );
  });

  test('a zero order still counts one unit (the refund dialog needs a count)', () => {
    assert.equal(priceOrder({ ...base }).count, 1);
    assert.equal(priceOrder({ ...base }).fen, 0);
  });
});
