import type { FieldProfile } from '../field-message';

/**
 * A profile is the standard's layout or a vendor's variant of it: which user-defined elements
 * (FFxx, table C.1 row 133) carry a well's meters and signal, and whether the vendor's function
 * codes (E0H–E5H, the user-defined range of table B.1) are spoken. server/docs/field-sl651.md
 * gives the vendor's frames byte by byte.
 */
export interface Sl651Profile extends FieldProfile {
  /** The FFxx elements of the meter totals (m³, kWh) and the signal (CSQ); null: the profile has none. */
  readonly extended: { readonly water: number; readonly energy: number; readonly signal: number } | null;
  /** Speaks the IC-card controller's frames: swipe, stop, blacklist, offline records, recharge, remaining. */
  readonly vendor: boolean;
}

export const STANDARD_PROFILE: Sl651Profile = { id: 'standard', label: '标准 SL 651-2014', extended: null, vendor: false };

export const IC_CARD_PROFILE: Sl651Profile = {
  id: 'ic-card-v1',
  label: '通用IC卡控制器 (厂商扩展)',
  extended: { water: 0xff01, energy: 0xff02, signal: 0xff03 },
  vendor: true,
};

export const SL651_PROFILES: readonly Sl651Profile[] = [STANDARD_PROFILE, IC_CARD_PROFILE];

/** The profile of that id; an unknown one is a setting no well can hold, so a programming error. */
export function sl651Profile(id: string): Sl651Profile {
  const profile = SL651_PROFILES.find((p) => p.id === id);
  if (!profile) throw new Error(`no SL 651 profile "${id}" (known: ${SL651_PROFILES.map((p) => p.id).join(', ')})`);
  return profile;
}
