import type { FieldUp } from '../field-message';
import { afnName, PARAMETER_NAMES } from './afn-names';
import { BodyReader } from './body-reader';
import type { ParsedFrame } from './frame';
import type { FrameSet, Szy206Profile, UpDecoded } from './profile';
import { readRealtime, writeRealtime } from './realtime-values';

/**
 * The terminal's reports: C0H (timed self-report) → status, 81H (alarm report) → alarm, and the
 * answer to the centre's B0H query → status. The centre confirms C0H and 81H with one data byte,
 * the working mode it asks for: 00H, compatible (reports and queries both).
 */
const REPORT = 0xc0;
const ALARM = 0x81;
const QUERY = 0xb0;
const COMPATIBLE_MODE = Buffer.of(0x00);

function decodeReport({ control, afn, body }: ParsedFrame, profile: Szy206Profile): UpDecoded {
  const code = control & 0x0f;
  const confirm = afn === QUERY ? {} : { answer: { afn, body: COMPATIBLE_MODE } };
  const report = readRealtime(code, body, profile, afnName(afn));
  if (!report) return { up: [{ kind: 'unsupported', code: afn, what: `${afnName(afn)}（${PARAMETER_NAMES[code]}）` }], ...confirm };
  const at = report.at === undefined ? {} : { at: report.at };
  const up: FieldUp =
    afn === ALARM && report.faults.length > 0
      ? { kind: 'alarm', ...at, faults: report.faults, detail: report.detail, reading: report.reading }
      : { kind: 'status', ...at, reading: report.reading };
  return { up: [up], ...confirm };
}

function readConfirm({ body }: ParsedFrame) {
  const reader = new BodyReader(body, '自报确认');
  reader.byte('the working mode');
  reader.downTail(false);
  return null;
}

export const reportFrames: FrameSet = {
  up: { [REPORT]: decodeReport, [ALARM]: decodeReport, [QUERY]: decodeReport },
  down: { [REPORT]: readConfirm, [ALARM]: readConfirm },
  ups: {
    status: (up, profile) => ({ afn: REPORT, ...writeRealtime(up.reading, [], profile), timeLabel: true, at: up.at }),
    alarm: (up, profile) => ({ afn: ALARM, ...writeRealtime(up.reading, up.faults, profile), timeLabel: true, at: up.at }),
  },
};
