import * as store from '../../../src/session/store';
import * as events from '../../../src/session/events';

/** What a test reaches in the probe page (an iframe of the same origin). */
export interface Probe {
  store: typeof store;
  events: typeof events;
}

declare global {
  interface Window {
    irrProbe?: Probe;
  }
}

window.irrProbe = { store, events };
window.dispatchEvent(new Event('irr-probe-ready'));
