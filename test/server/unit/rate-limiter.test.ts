import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRateLimiter } from '../../../server/http/rate-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('rate limiter', () => {
  it('allows max hits per window, then refuses until the window ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 3, now: time.now });
    assert.deepEqual(
      [1, 2, 3, 4, 5].map(() => limiter.hit('ip-a')),
      [true, true, true, false, false],
    );
    time.advance(999);
    assert.equal(limiter.hit('ip-a'), false);
    time.advance(1);
    assert.equal(limiter.hit('ip-a'), true);
  });

  it('counts keys separately', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: time.now });
    assert.equal(limiter.hit('a'), true);
    assert.equal(limiter.hit('b'), true);
    assert.equal(limiter.hit('a'), false);
    assert.equal(limiter.hit('b'), false);
  });

  it('prunes expired keys', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 5, now: time.now });
    for (let i = 0; i < 500; i += 1) limiter.hit(`key-${i}`);
    assert.equal(limiter.size(), 500);
    time.advance(600);
    limiter.hit('late');
    time.advance(500);
    limiter.hit('later');
    // The 500 early keys are over a window old; 'late' (500 ms) and 'later' remain.
    assert.equal(limiter.size(), 2);
  });

  it('never tracks more than maxKeys, dropping the oldest windows first', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, now: time.now, maxKeys: 100 });
    assert.equal(limiter.hit('first'), true);
    for (let i = 0; i < 1000; i += 1) {
      time.advance(1);
      limiter.hit(`flood-${i}`);
    }
    assert.equal(limiter.size(), 100);
    // 'first' was dropped, so it starts a new window; the newest flood key is still counted.
    assert.equal(limiter.hit('first'), true);
    assert.equal(limiter.hit('flood-999'), false);
  });

  it('restarts a window at the first hit after it expired, keeping order for pruning', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 100, max: 1, now: time.now });
    limiter.hit('a');
    time.advance(50);
    limiter.hit('b');
    time.advance(60);
    assert.equal(limiter.hit('a'), true);
    assert.equal(limiter.hit('b'), false);
    time.advance(50);
    assert.equal(limiter.hit('b'), true);
    assert.equal(limiter.size(), 2);
  });
});
