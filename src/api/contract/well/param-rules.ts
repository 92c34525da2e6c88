import type { ParamRule } from '../fertigation/param-rules';

/**
 * The bounds of every numeric field of irrigationWell/equip/saveParam, written once: the call's
 * schema (the server) and the parameter form's rules (src/validation) are both built from it.
 */
export const WELL_PARAM_RULES = {
  /** Longest single run, minutes. */
  maxRunMinutes: { min: 1, max: 1440, decimals: 0 },
  /** Water level alarm bounds, metres below ground (overLimit above max, belowLimit under min). */
  waterLevelMin: { min: 0, max: 500, decimals: 2 },
  waterLevelMax: { min: 0, max: 500, decimals: 2 },
  /** Flowmeter pulses per m³. */
  pulsePerM3: { min: 1, max: 100000, decimals: 0 },
  /** Electricity meter multiplier. */
  meterRatio: { min: 1, max: 1000, decimals: 0 },
  /** A card or account under this balance (yuan) may not start the pump. */
  minBalance: { min: 0, max: 9999.99, decimals: 2 },
} as const satisfies Record<string, ParamRule>;

/** A well's electricity (yuan/kWh) and water (yuan/m³) price in irrigationWell/equip/saveBilling: written once for the call and the billing form. */
export const WELL_PRICE_RULE = { min: 0, max: 99.99, decimals: 2 } as const satisfies ParamRule;

/** A well's water abstraction permit (取水许可) in irrigationWell/equip/edit: the annual volume in whole m³, written once for the call and the form. */
export const WELL_PERMIT_RULE = { min: 1, max: 100_000_000, decimals: 0 } as const satisfies ParamRule;
