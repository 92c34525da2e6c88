import { CONTROL, buildFrame, type Envelope } from './frame-layout';

/**
 * The centre's confirmation of a station's frame (M2, 6.3.1.2): the same function code, a body of
 * the frame's own serial number and send time (as the centre's confirmations in published
 * exchanges repeat them), ending ESC, which keeps a DTU online (table 10), or ACK after an ETB
 * frame, whose sender has more to send.
 */
export function confirmFrame(env: Envelope): Buffer {
  return buildFrame({
    up: false,
    centre: env.centre,
    station: env.station,
    password: env.password,
    fn: env.fn,
    body: env.body.subarray(0, 8),
    end: env.end === CONTROL.ETB ? CONTROL.ACK : CONTROL.ESC,
  });
}
