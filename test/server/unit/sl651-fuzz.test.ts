import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { sl651Codec } from '../../../server/devices/field/sl651';
import { buildFrame } from '../../../server/devices/field/sl651/frame-layout';
import { SAMPLES, bytes } from './sl651-samples';

/*
 * Whatever a socket sends, the codec answers with a frame's meaning or a drop: it never throws.
 * The bodies are random behind a valid envelope (so the CRC lets them through to the body's
 * readers), or a valid frame with random bytes changed and its CRC made right again.
 */

const FUNCTIONS = [0x2f, 0x30, 0x32, 0x33, 0x34, 0x37, 0x44, 0x46, 0x4b, 0x4c, 0xe0, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5];
/** A serial and a send time that read, then anything. */
const body = fc.uint8Array({ maxLength: 200 }).map((rest) => Buffer.concat([bytes('0001240501083015'), Buffer.from(rest)]));
const station = '0012345678';

describe('SL 651 codec on hostile bodies', () => {
  for (const profile of ['standard', 'ic-card-v1']) {
    test(`decode never throws (${profile})`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...FUNCTIONS), body, fc.constantFrom(0x03, 0x17), (fn, b, end) => {
          const frame = buildFrame({ up: true, centre: 1, station, password: '1234', fn, body: b, end });
          const r = sl651Codec.decode(frame, profile);
          assert.ok(r.ok || ['malformed', 'length'].includes(r.drop), r.ok ? '' : r.drop);
        }),
        { numRuns: 3000 },
      );
    });

    test(`decode never throws on a published frame with its station group and elements changed (${profile})`, () => {
      const timed = bytes(SAMPLES.timed);
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.integer({ min: 22, max: timed.length - 4 }), fc.integer({ min: 0, max: 255 })), {
            minLength: 1,
            maxLength: 6,
          }),
          (edits) => {
            const b = Buffer.from(timed.subarray(14, timed.length - 3));
            for (const [at, value] of edits) b[at - 14] = value;
            const frame = buildFrame({ up: true, centre: 5, station: '0011223344', password: '03E8', fn: 0x32, body: b, end: 0x03 });
            const r = sl651Codec.decode(frame, profile);
            if (!r.ok) assert.equal(r.drop, 'malformed');
          },
        ),
        { numRuns: 2000 },
      );
    });

    test(`decodeDown never throws (${profile})`, () => {
      fc.assert(
        fc.property(fc.constantFrom(0x4c, 0x37, 0x44, 0xe0, 0xe2, 0xe4), body, (fn, b) => {
          const frame = buildFrame({ up: false, centre: 1, station, password: '1234', fn, body: b, end: 0x05 });
          const r = sl651Codec.decodeDown(frame, profile);
          assert.ok(r.ok || r.drop === 'malformed');
        }),
        { numRuns: 2000 },
      );
    });
  }
});
