import { MalformedFrame } from './body-reader';
import { ID, readItems } from './report-elements';
import { CONFIRMED_REPORTS, FN } from './function-codes';
import { observation, readStation, type UpHandler, type UpResult } from './up-context';

/** 30H test, 32H timed, 33H added, 34H hourly reports, and the answers to 37H and 44H: station, category, observation time, elements. */
const report: UpHandler = (c) => {
  readStation(c, true);
  return { up: [observation(readItems(c.r), c)], confirm: CONFIRMED_REPORTS.has(c.env.fn) };
};

/** 46H (status and alarms, an answer) and 4BH (the IC-card switch, set): station, then the status word element. */
const statusAnswer =
  (confirm: boolean): UpHandler =>
  (c) => {
    readStation(c, false);
    const items = readItems(c.r);
    if (!items.some((i) => i.kind === 'element' && i.id === ID.STATUS_WORD)) throw new MalformedFrame('no status word (45H) in the frame');
    const up = observation(
      items.filter((i) => i.kind !== 'observed'),
      c,
    );
    return { up: [up], confirm };
  };

/**
 * 4CH, the answer to a pump command and the pump's self-report alike (table 73: station, a count
 * of state bytes, the states; pump 1 is bit 0). Nothing in the frame tells one from the other:
 * it reads as an ack (the terminal relayed the command, which is all 6.6.4.26 asks of it) and as
 * the pump's state; the gateway takes the ack only for a pump command it is waiting for.
 */
const pump: UpHandler = (c): UpResult => {
  readStation(c, false);
  const count = c.r.byte('the pump state byte count');
  if (count === 0) throw new MalformedFrame('no pump state');
  const running = (c.r.take(count, 'the pump states')[0]! & 1) === 1;
  c.r.end('the pump states');
  return {
    up: [
      { kind: 'ack', command: 'pump', ok: true, serial: c.serial },
      { kind: 'status', at: c.sent, reading: { running } },
    ],
    confirm: true,
  };
};

/** The function codes every profile reads; the rest are answered as unsupported. */
export const STANDARD_UP: Readonly<Record<number, UpHandler>> = {
  // a keep-alive is its header: what follows the send time is not read, and it has no answer (6.6.4.2)
  [FN.KEEP_ALIVE]: () => ({ up: [{ kind: 'link', link: 'heartbeat' }], confirm: false }),
  [FN.TEST]: report,
  [FN.TIMED]: report,
  [FN.ADDED]: report,
  [FN.HOURLY]: report,
  [FN.REAL_TIME]: report,
  [FN.PUMP_DATA]: report,
  [FN.STATUS]: statusAnswer(false),
  [FN.IC_CARD]: statusAnswer(true),
  [FN.PUMP]: pump,
};
