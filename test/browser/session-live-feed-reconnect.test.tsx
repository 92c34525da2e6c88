import { expect } from '@open-wc/testing';
import { BigScreenPage } from '../../src/screens/bigScreen/home';
import { sharedSession } from '../../src/session/shared-session';
import { LIVE_RETRY_MS, joinLiveFeed, liveConnected, type LiveNotice } from '../../src/session/public/live';
import { configureSession, getSessionConfig } from '../../src/session/public/session';
import { heldTimers } from './support/held-timers';
import { referenceScreenSuite } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';

const suite = referenceScreenSuite();
const { $ } = shadowQueries(() => suite.mounted!.shadow);

/** An API base the browser cannot reach (a port it refuses to connect to): every stream fails at once, with no traffic. */
const UNREACHABLE = 'http://127.0.0.1:1/cpi';

describe('the live stream reconnects for ever (the wall display)', () => {
  let retries: ReturnType<typeof heldTimers>;
  let apiBase = '';
  beforeEach(() => {
    apiBase = getSessionConfig().apiBase;
    retries = heldTimers(LIVE_RETRY_MS);
  });
  afterEach(() => {
    retries.restore();
    configureSession({ apiBase });
  });

  it('waits 1, 2, 4, 8 and 16 s, then 30 s every time, never giving up; and opens once the server is back', async () => {
    const heard: LiveNotice[] = [];
    configureSession({ apiBase: UNREACHABLE });
    const leave = joinLiveFeed((n) => heard.push(n));
    try {
      const TRIES = 15;
      for (let i = 1; i <= TRIES; i += 1) {
        await until(() => retries.pending() === 1, `reconnect ${i} waiting`);
        if (i < TRIES) retries.fire();
      }
      expect(retries.asked).to.deep.equal([1000, 2000, 4000, 8000, 16_000, ...Array<number>(TRIES - 5).fill(30_000)]);
      expect(sharedSession().liveFeed?.failures).to.equal(TRIES);
      expect(heard, 'never open').to.deep.equal([]);
      configureSession({ apiBase });
      retries.fire();
      await until(() => heard.length > 0, 'the stream opens once the server is back');
      expect(heard).to.deep.equal([{ type: 'open', again: false }]);
      expect([liveConnected(), sharedSession().liveFeed?.failures]).to.deep.equal([true, 0]);
    } finally {
      leave();
    }
  });

  it('the big screen says 重连中… while its stream is down and loads again once it is back', async () => {
    suite.mount(<BigScreenPage />);
    const live = () => $('.irr-bs-live');
    await until(() => live()?.textContent === '实时', 'the stream opens');
    expect(live()?.getAttribute('data-live')).to.equal('live');
    // the connection drops (as when a proxy cuts it) while the server cannot be reached
    configureSession({ apiBase: UNREACHABLE });
    sharedSession().liveFeed!.abort!.abort();
    await until(() => live()?.textContent === '重连中…', 'reconnecting shown');
    for (let i = 0; i < 8; i += 1) {
      await until(() => retries.pending() === 1, `reconnect ${i + 1} waiting`);
      retries.fire();
    }
    await until(() => retries.pending() === 1, 'still trying');
    expect(live()?.getAttribute('data-live')).to.equal('reconnecting');
    configureSession({ apiBase });
    const loads: string[] = [];
    const observer = new PerformanceObserver((list) => loads.push(...list.getEntries().map((e) => e.name)));
    observer.observe({ type: 'resource' });
    try {
      retries.fire();
      await until(() => live()?.textContent === '实时', 'live again');
      await until(() => loads.some((name) => name.endsWith('irrigationWell/bigScreen/today')), "today's figures loaded again");
      expect(
        loads.some((name) => name.endsWith('irrigationWell/monitor/findAll')),
        'the wells loaded again',
      ).to.equal(true);
    } finally {
      observer.disconnect();
    }
  });
});
