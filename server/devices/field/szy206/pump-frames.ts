import type { FieldUp } from '../field-message';
import { BodyReader } from './body-reader';
import type { FrameSet, Outgoing, Szy206Profile } from './profile';

/**
 * AFN 92H / 93H, remote start / stop of a pump or valve. The centre's data byte: D7–D4 the
 * device (0H a pump, FH a valve or gate), D3–D0 its number; password and time label follow.
 * The terminal answers with the same AFN: D7–D4 AH when it did so (BLG's RTU tool reads it so),
 * anything else when it did not; D3–D0 the number.
 */
const START = 0x92;
const STOP = 0x93;
const PUMP = 0x0;
const DONE = 0xa;
const NOT_DONE = 0x5;

function readCommandByte(body: Buffer) {
  const reader = new BodyReader(body, '遥控水泵');
  const byte = reader.byte('the device byte');
  return { device: byte >> 4, reader };
}

function decodeAnswer(action: 'start' | 'stop') {
  return ({ body }: { body: Buffer }) => {
    const reader = new BodyReader(body, '遥控水泵应答');
    const done = reader.byte('the result') >> 4 === DONE;
    reader.upTail();
    const up: FieldUp = done
      ? { kind: 'ack', command: 'pump', ok: true, action }
      : { kind: 'ack', command: 'pump', ok: false, reason: '终端未执行', action };
    return { up: [up] };
  };
}

function decodeCommand(action: 'start' | 'stop') {
  return ({ body }: { body: Buffer }) => {
    const { device, reader } = readCommandByte(body);
    reader.downTail(true);
    return device === PUMP ? { kind: 'pump' as const, action } : null;
  };
}

/** The terminal's answer to a pump command: the 93H answer to a stop, else the 92H answer. */
export const pumpAnswer = (ok: boolean, profile: Szy206Profile, action?: 'start' | 'stop'): Outgoing => ({
  afn: action === 'stop' ? STOP : START,
  code: 0,
  body: Buffer.of(((ok ? DONE : NOT_DONE) << 4) | profile.pumpNo),
});

export const pumpFrames: FrameSet = {
  up: { [START]: decodeAnswer('start'), [STOP]: decodeAnswer('stop') },
  down: { [START]: decodeCommand('start'), [STOP]: decodeCommand('stop') },
  commands: {
    pump: (command, profile) => ({
      afn: command.action === 'start' ? START : STOP,
      code: 0,
      body: Buffer.of((PUMP << 4) | profile.pumpNo),
      password: true,
      timeLabel: true,
    }),
  },
};
