import { expect } from '@open-wc/testing';
import { joinLiveFeed, liveConnected, type LiveNotice } from '../../src/session/public/live';
import { referenceScreenSuite } from './support/reference-session';
import { until } from './support/shadow-queries';

referenceScreenSuite();

describe("the page's live stream (session live feed) on the reference server", () => {
  it('a listener joining a stream already open is told it is open; the stream closes with the last listener', async () => {
    const first: LiveNotice[] = [];
    const second: LiveNotice[] = [];
    const leaveFirst = joinLiveFeed((n) => first.push(n));
    let leaveSecond = () => {};
    try {
      await until(() => first.some((n) => n.type === 'open'), 'the stream opens for the first listener');
      expect(liveConnected()).to.equal(true);
      // a second screen (the big screen opened beside the monitor) on the same stream
      leaveSecond = joinLiveFeed((n) => second.push(n));
      await until(() => second.length > 0, 'the second listener told');
      expect(second[0]).to.deep.equal({ type: 'open', again: false });
      expect(
        first.filter((n) => n.type === 'open'),
        'the first is not told again',
      ).to.have.length(1);
      leaveFirst();
      expect(liveConnected(), 'open while one listens').to.equal(true);
    } finally {
      leaveFirst();
      leaveSecond();
    }
    expect(liveConnected(), 'closed with the last').to.equal(false);
  });
});
