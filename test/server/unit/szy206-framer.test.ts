import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { FieldFramer } from '../../../server/devices/field/field-message';
import { szy206Codec as codec } from '../../../server/devices/field/szy206';

// Published frames (JetLinks' SZY206 plugin tests, see szy206-frames.test.ts).
const A = Buffer.from('681A68B35303810D00C00059000000826110000001106000004508090A3516', 'hex');
const B = Buffer.from('681568B34406070001C0AAAAAAAAAA004040000000000101E516', 'hex');

type Out = ReturnType<FieldFramer['push']>;

function feed(chunks: Buffer[]) {
  const framer = codec.framer();
  const out: Out = chunks.flatMap((chunk) => framer.push(chunk));
  return {
    frames: out.flatMap((o) => ('frame' in o ? [o.frame.toString('hex')] : [])),
    drops: out.flatMap((o) => ('drop' in o ? [o] : [])),
  };
}
const dropped = (drops: { drop: string; bytes: number }[], reason: string) =>
  drops.filter((d) => d.drop === reason).reduce((n, d) => n + d.bytes, 0);

/** A stream of frames with garbage (no 68 in it) before and between them, and where each frame starts. */
const stream = fc
  .array(
    fc.tuple(
      fc.uint8Array({ maxLength: 40 }).map((g) => Buffer.from(g.filter((b) => b !== 0x68))),
      fc.constantFrom(A, B),
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((parts) => ({
    bytes: Buffer.concat(parts.flat()),
    frames: parts.map(([, f]) => f.toString('hex')),
    garbage: parts.reduce((n, [g]) => n + g.length, 0),
  }));

/** `bytes` cut at the given points. */
const cut = (bytes: Buffer, points: number[]) =>
  [0, ...points.map((p) => p % (bytes.length + 1)).sort((x, y) => x - y), bytes.length].flatMap((p, i, all) =>
    i === 0 ? [] : [bytes.subarray(all[i - 1], p)],
  );

describe('SZY206 framer', () => {
  test('two frames fed byte by byte come out whole', () => {
    const both = Buffer.concat([A, B]);
    const { frames, drops } = feed([...both].map((b) => Buffer.of(b)));
    assert.deepEqual(frames, [A.toString('hex'), B.toString('hex')]);
    assert.deepEqual(drops, []);
  });

  test('frames with garbage between them, in random chunks: every frame once, every garbage byte counted', () => {
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 12 }), (s, points) => {
        const { frames, drops } = feed(cut(s.bytes, points));
        assert.deepEqual(frames, s.frames);
        assert.equal(dropped(drops, 'garbage'), s.garbage);
        assert.equal(drops.length, drops.filter((d) => d.drop === 'garbage').length);
      }),
    );
  });

  test('a head without its second 68, an impossible L, a wrong end byte: dropped, and the next frame still comes', () => {
    const noSecond68 = Buffer.from('681A00', 'hex');
    const shortL = Buffer.from('680668', 'hex');
    const badEnd = Buffer.from(A);
    badEnd[badEnd.length - 1] = 0x17;
    for (const [bad, reason] of [
      [noSecond68, 'malformed'],
      [shortL, 'length'],
      [badEnd, 'malformed'],
    ] as const) {
      const { frames, drops } = feed([Buffer.concat([bad, B])]);
      assert.deepEqual(frames, [B.toString('hex')], reason);
      assert.equal(drops[0]?.drop, reason);
      assert.equal(
        drops.reduce((n, d) => n + d.bytes, 0),
        bad.length,
        `all of ${bad.toString('hex')} dropped`,
      );
    }
  });

  test('a flood without a 68 is garbage as it comes: nothing is kept', () => {
    const framer = codec.framer();
    const chunk = Buffer.alloc(65_536, 0x55);
    for (let i = 0; i < 32; i++) assert.deepEqual(framer.push(chunk), [{ drop: 'garbage', bytes: chunk.length }]);
    assert.deepEqual(framer.push(A), [{ frame: A }]);
  });

  test('an endless frame is cut off at L + 5 bytes, and the search starts again after its first 68', () => {
    const framer = codec.framer();
    assert.deepEqual(framer.push(Buffer.from('68FF68', 'hex')), []);
    assert.deepEqual(framer.push(Buffer.alloc(256, 0x00)), []);
    // Its 260th byte is no 16: dropped up to the next 68 (the head's second), and that one's head has no second 68.
    assert.deepEqual(framer.push(Buffer.alloc(1000, 0x00)), [
      { drop: 'malformed', bytes: 2 },
      { drop: 'malformed', bytes: 1257 },
    ]);
    assert.deepEqual(framer.push(A), [{ frame: A }]);
  });
});
