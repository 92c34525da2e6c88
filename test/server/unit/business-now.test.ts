import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { businessNow } from '../../../src/ui/date-range/business-now';

/**
 * The console's business clock (src/ui/date-range) under browser zones other than this machine's:
 * Node applies a change of process.env.TZ at once, which a browser test cannot do.
 */
const ZONES = [
  'UTC',
  'Asia/Shanghai',
  'Australia/Sydney',
  'America/New_York',
  'Europe/London',
  'America/Sao_Paulo',
  'Pacific/Chatham',
  'Asia/Kolkata',
];
const saved = process.env.TZ;
after(() => {
  process.env.TZ = saved;
});

/** The Shanghai wall clock at `at` by the time-zone database (an independent oracle). */
function shanghai(at: number): number[] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

const local = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

test('businessNow reads the Shanghai wall clock in every browser zone, across month ends and daylight-saving changes', () => {
  const instants = [
    Date.UTC(2026, 10, 30, 15, 59),
    Date.UTC(2026, 10, 30, 16, 0),
    Date.UTC(2026, 11, 31, 16, 30),
    Date.UTC(2028, 8, 30, 16, 30), // Sydney springs forward the next night: the reviewer's case
    Date.UTC(2027, 2, 14, 6, 30),
    Date.UTC(2027, 10, 7, 5, 30), // New York's changes
    Date.UTC(2027, 2, 28, 0, 30),
    Date.UTC(2027, 9, 31, 0, 30), // London's changes
    Date.UTC(2027, 3, 4, 15, 59),
    Date.UTC(2027, 8, 25, 14, 0), // Sydney back, Chatham forward
  ];
  for (const zone of ZONES) {
    process.env.TZ = zone;
    for (const at of instants) assert.deepEqual(local(businessNow(at)), shanghai(at), `${zone} at ${new Date(at).toISOString()}`);
  }
});
