import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RESEND_AFTER_MS, SentWrites } from '../../../server/devices/field/sent-writes';

/** The gateway's memory of the card writes it sent as recharges (server/docs/field-gateway.md, "Offline orders"). */
describe('SentWrites', () => {
  const A1 = { cardNo: 'CARD0001', serial: 1 };
  const A2 = { cardNo: 'CARD0001', serial: 2 };
  const B1 = { cardNo: 'CARD0002', serial: 1 };

  test('a write sent is not offered again while its answer may come, nor once taken or confirmed', () => {
    let now = 1_000_000;
    const writes = new SentWrites(() => now);
    writes.sent(7, A1, 10);
    assert.equal(writes.mayOffer(7, A1), false);
    assert.equal(writes.mayOffer(8, A1), true, 'another device');
    now += RESEND_AFTER_MS;
    assert.equal(writes.mayOffer(7, A1), true, 'unanswered for long: offered again');
    writes.sent(7, A1, 11);
    assert.deepEqual(writes.answered(7, undefined, true), A1);
    now += 10 * RESEND_AFTER_MS;
    assert.equal(writes.mayOffer(7, A1), false, 'the controller holds it');
    assert.deepEqual(writes.confirmedBy(7, 'CARD0001'), { serial: 1, sentAt: 1_000_000 + RESEND_AFTER_MS });
    assert.equal(writes.confirmedBy(7, 'CARD0001'), undefined, 'confirmed once');
    assert.equal(writes.mayOffer(7, A1), false, 'a list pushed before the confirmation does not send it again');
    assert.equal(writes.mayOffer(7, A2), true, "the card's next write");
  });

  test('an answer ends the command of its frame number (SL 651), else the oldest unanswered (SZY206); a refusal forgets the write', () => {
    const writes = new SentWrites(() => 0);
    writes.sent(7, A1, 10);
    writes.sent(7, B1, 11);
    assert.deepEqual(writes.answered(7, 11, false), B1);
    assert.equal(writes.mayOffer(7, B1), true, 'refused: offered again');
    assert.equal(writes.confirmedBy(7, 'CARD0002'), undefined);
    assert.deepEqual(writes.answered(7, undefined, true), A1);
    assert.equal(writes.answered(7, undefined, true), undefined, 'nothing left unanswered');
    // a balance of the card confirms the write it holds, answered or not
    writes.sent(7, B1, 12);
    assert.deepEqual(writes.confirmedBy(7, 'CARD0002'), { serial: 1, sentAt: 0 });
  });
});
