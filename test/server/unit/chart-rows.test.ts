import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ReportRow } from '../../../src/api/contract/money/report';
import { chartRows } from '../../../src/screens/agriculturalWell/report/chart-series';

const row = (id: string): ReportRow => ({
  id,
  label: id,
  note: '',
  water: 1,
  power: 1,
  revenue: 1,
  refund: 0,
  net: 1,
  orders: 1,
  refunds: 0,
  overQuota: 0,
});

test("a report's chart draws its days and months up to the current one, and other rows as they are", () => {
  const days = ['2026-11-26', '2026-11-27', '2026-11-28'].map(row);
  assert.deepEqual(
    chartRows('day', days, '2026-11-27').map((r) => r.id),
    ['2026-11-26', '2026-11-27'],
  );
  assert.deepEqual(
    chartRows('day', days, '2026-12-01').map((r) => r.id),
    ['2026-11-26', '2026-11-27', '2026-11-28'],
  );
  const months = ['2026-10', '2026-11', '2026-12'].map(row);
  assert.deepEqual(
    chartRows('month', months, '2026-11-27').map((r) => r.id),
    ['2026-10', '2026-11'],
  );
  const wells = ['9', '12'].map(row);
  assert.equal(chartRows('well', wells, '2026-11-27'), wells);
});
