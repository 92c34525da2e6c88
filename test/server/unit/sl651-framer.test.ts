import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { FieldDrop } from '../../../server/devices/field/field-message';
import { MAX_FRAME_BYTES } from '../../../server/devices/field/sl651/frame-layout';
import { createSl651Framer } from '../../../server/devices/field/sl651/framer';
import { SAMPLES, bytes, reframe } from './sl651-samples';

type Cut = ReturnType<ReturnType<typeof createSl651Framer>['push']>[number];

const frames = (cuts: Cut[]) => cuts.flatMap((c) => ('frame' in c ? [c.frame.toString('hex').toUpperCase()] : []));
const dropped = (cuts: Cut[], reason?: FieldDrop) =>
  cuts.reduce((n, c) => n + ('drop' in c && (!reason || c.drop === reason) ? c.bytes : 0), 0);

/** Every chunk pushed into one framer, every cut it made. */
function feed(chunks: Buffer[]): Cut[] {
  const framer = createSl651Framer();
  return chunks.flatMap((chunk) => framer.push(chunk));
}

const sampleFrames = Object.values(SAMPLES);
/** Bytes that can never start a frame (no 7E). */
const garbage = fc.uint8Array({ maxLength: 40 }).map((a) => Buffer.from(a.map((b) => (b === 0x7e ? 0x00 : b))));

/** `stream` cut at the given points. */
function split(stream: Buffer, points: number[]): Buffer[] {
  const at = [...new Set(points.map((p) => p % (stream.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((from, i) => stream.subarray(from, at[i] ?? stream.length)).filter((b) => b.length > 0);
}

describe('SL 651 framer', () => {
  test('fed byte by byte, gives each published frame whole, garbage between them counted by bytes', () => {
    const stream = Buffer.concat([bytes('0011'), bytes(SAMPLES.timed), bytes('AABBCC'), bytes(SAMPLES.keepAlive), bytes(SAMPLES.status)]);
    const cuts = feed([...stream].map((b) => Buffer.of(b)));
    assert.deepEqual(frames(cuts), [SAMPLES.timed, SAMPLES.keepAlive, SAMPLES.status]);
    assert.equal(dropped(cuts, 'garbage'), 5);
    assert.equal(dropped(cuts), 5);
  });

  test('any frames with any garbage between them, in any chunks: the same frames, every other byte counted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(garbage, fc.constantFrom(...sampleFrames)), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (parts, points) => {
          const stream = Buffer.concat(parts.flatMap(([junk, frame]) => [junk, bytes(frame)]));
          const cuts = feed(split(stream, points));
          assert.deepEqual(
            frames(cuts),
            parts.map(([, frame]) => frame),
          );
          assert.equal(
            dropped(cuts, 'garbage'),
            parts.reduce((n, [junk]) => n + junk.length, 0),
          );
          assert.equal(dropped(cuts), dropped(cuts, 'garbage'));
        },
      ),
    );
  });

  test('a start hiding one byte on (7E 7E 7E …) is found', () => {
    const cuts = feed([Buffer.concat([bytes('7E'), bytes(SAMPLES.keepAlive2)])]);
    assert.deepEqual(frames(cuts), [SAMPLES.keepAlive2]);
    assert.equal(dropped(cuts), 1);
  });

  test('a flood without a start is dropped as it comes: nothing is kept but a last 7E', () => {
    const framer = createSl651Framer();
    const flood = Buffer.alloc(64 * 1024, 0x55);
    for (let i = 0; i < 32; i++) assert.deepEqual(framer.push(flood), [{ drop: 'garbage', bytes: flood.length }]);
    const endsIn7E = Buffer.concat([flood, Buffer.of(0x7e)]);
    assert.deepEqual(framer.push(endsIn7E), [{ drop: 'garbage', bytes: flood.length }]);
    // the kept 7E and the next chunk's 7E start a frame
    assert.deepEqual(frames(framer.push(bytes(SAMPLES.keepAlive).subarray(1))), [SAMPLES.keepAlive]);
  });

  test('a header that cannot start a frame drops its first byte and the search goes on', () => {
    const cases: Array<[FieldDrop, Buffer]> = [
      ['length', reframe(SAMPLES.keepAlive, (h) => void h.writeUInt16BE(0x3008, 11))],
      ['length', reframe(SAMPLES.keepAlive, (h) => void h.writeUInt16BE(0x0000, 11))],
      ['oversized', reframe(SAMPLES.keepAlive, (h) => void h.writeUInt16BE(MAX_FRAME_BYTES - 16, 11))],
      ['malformed', reframe(SAMPLES.keepAlive, (h) => void (h[13] = 0x01))],
      ['malformed', reframe(SAMPLES.keepAlive, (h) => void (h[h.length - 1] = 0x07))],
    ];
    for (const [reason, bad] of cases) {
      const cuts = feed([bad, bytes(SAMPLES.status)]);
      assert.deepEqual(frames(cuts), [SAMPLES.status], reason);
      assert.equal(dropped(cuts, reason), 1, reason);
      assert.equal(dropped(cuts), bad.length, reason);
    }
  });

  test('the largest frame the bound allows passes; one byte more is oversized', () => {
    const body = MAX_FRAME_BYTES - 17;
    const largest = reframe(SAMPLES.keepAlive, (h) => {
      const head = Buffer.concat([h.subarray(0, 14), Buffer.alloc(body, 0x11), Buffer.of(0x03)]);
      head.writeUInt16BE(body, 11);
      return head;
    });
    assert.equal(largest.length, MAX_FRAME_BYTES);
    assert.deepEqual(frames(feed([largest])), [largest.toString('hex').toUpperCase()]);
    const over = Buffer.from(largest);
    over.writeUInt16BE(body + 1, 11);
    assert.equal(dropped(feed([over]), 'oversized'), 1);
  });

  test('an endless frame is cut off where its length ends: what is kept never passes the bound', () => {
    const framer = createSl651Framer();
    const header = bytes(SAMPLES.keepAlive).subarray(0, 14);
    header.writeUInt16BE(900, 11);
    let pushed = header.length;
    let accounted = dropped(framer.push(header));
    const noEnd = Buffer.alloc(100, 0x33);
    for (let i = 0; i < 50; i++) {
      pushed += noEnd.length;
      const cuts = framer.push(noEnd);
      assert.deepEqual(frames(cuts), []);
      accounted += dropped(cuts);
      assert.ok(pushed - accounted < MAX_FRAME_BYTES, `${pushed - accounted} bytes kept`);
    }
    assert.ok(accounted >= pushed - 1);
  });
});
