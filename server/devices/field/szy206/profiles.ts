import type { FieldCommand, FieldUp } from '../field-message';
import { icCardAck, icCardRemaining, icCardV1Frames } from './ic-card-v1-frames';
import { hex } from './hex';
import { linkFrames } from './link-frames';
import { mergeFrameSets, type FrameSet, type Outgoing, type Szy206Profile } from './profile';
import { pumpAnswer, pumpFrames } from './pump-frames';
import { queryFrames } from './query-frames';
import { reportFrames } from './report-frames';
import { rechargeAnswer, waterQuotaFrames } from './water-quota-frames';

/** Millimetres to metres with 2 decimals, half up, in whole numbers until the last step (never −0). */
const metresOfMm = (mm: number) => Math.round(mm / 10) / 100 || 0;

function standardAck(up: Extract<FieldUp, { kind: 'ack' }>, profile: Szy206Profile): Outgoing {
  if (up.command === 'pump') return pumpAnswer(up.ok, profile, up.action);
  if (up.command === 'recharge' && up.ok) return rechargeAnswer();
  throw new RangeError(`standard SZY206 has no answer saying ${up.ok ? 'done' : 'refused'} to ${up.command}`);
}

function unsupported(up: Extract<FieldUp, { kind: 'unsupported' }>, profile: Szy206Profile): Outgoing {
  if (profile.up[up.code]) throw new RangeError(`AFN ${hex(up.code)} is read by profile ${profile.id}: not unsupported`);
  return { afn: up.code, code: 0, body: Buffer.alloc(0) };
}

const standardFrames: FrameSet[] = [
  linkFrames,
  reportFrames,
  pumpFrames,
  queryFrames,
  waterQuotaFrames,
  { ups: { ack: standardAck, unsupported } },
];

/**
 * 标准 SZY206-2016: the standard's frames, 5-byte time labels, and the water level as the standard
 * means it: a height (up is +) over the terminal's level base, which is set at the ground of the
 * well (AFN 17H), so the metres below ground are the level with its sign turned.
 */
export const standardProfile: Szy206Profile = {
  id: 'standard',
  label: '标准 SZY206-2016',
  timeLabel: 5,
  pumpNo: 1,
  depthFromLevel: (mm) => metresOfMm(-mm),
  levelFromDepth: (metres) => -Math.round(metres * 100) * 10,
  ...mergeFrameSets(standardFrames),
};

const standardRecharge = waterQuotaFrames.commands!.recharge!;
const standardRemaining = waterQuotaFrames.ups!.remaining!;

/**
 * 通用IC卡控制器 (厂商扩展): the standard's frames, the card business in user-defined AFNs, 7-byte
 * time labels (SL/T 427-2021, with the date), and the water level as the depth to water (埋深):
 * metres below ground, down is +.
 */
export const icCardV1Profile: Szy206Profile = {
  id: 'ic-card-v1',
  label: '通用IC卡控制器 (厂商扩展)',
  timeLabel: 7,
  pumpNo: 1,
  depthFromLevel: (mm) => metresOfMm(mm),
  levelFromDepth: (metres) => Math.round(metres * 100) * 10,
  ...mergeFrameSets([
    ...standardFrames,
    icCardV1Frames,
    {
      commands: {
        // A recharge naming no card is the terminal's own water quota: the standard's 15H.
        recharge: (c: Extract<FieldCommand, { kind: 'recharge' }>, p: Szy206Profile) =>
          c.cardNo === '' ? standardRecharge(c, p) : icCardV1Frames.commands!.recharge!(c, p),
      },
      ups: {
        ack: (up, p) => icCardAck(up, standardAck, p),
        remaining: (up, p) => icCardRemaining(up, standardRemaining, p),
      },
    },
  ]),
};

export const SZY206_PROFILES: readonly Szy206Profile[] = [standardProfile, icCardV1Profile];

export function szy206Profile(id: string): Szy206Profile {
  const profile = SZY206_PROFILES.find((p) => p.id === id);
  if (!profile) throw new RangeError(`no SZY206 profile "${id}" (${SZY206_PROFILES.map((p) => p.id).join(', ')})`);
  return profile;
}
