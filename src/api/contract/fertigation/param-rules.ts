/** A fertigation parameter's bounds and decimals. */
export interface ParamRule {
  readonly min: number;
  readonly max: number;
  readonly decimals: number;
}

/**
 * The bounds of every field of fertigation/equip/saveParam, written once: the call's schema (the
 * server) and the parameter form's rules (src/validation) are both built from it.
 */
export const FERTIGATION_PARAM_RULES = {
  tankARatio: { min: 0, max: 100, decimals: 1 },
  tankBRatio: { min: 0, max: 100, decimals: 1 },
  tankCRatio: { min: 0, max: 100, decimals: 1 },
  ecMin: { min: 0, max: 20, decimals: 2 },
  ecMax: { min: 0, max: 20, decimals: 2 },
  phMin: { min: 0, max: 14, decimals: 1 },
  phMax: { min: 0, max: 14, decimals: 1 },
  flowRate: { min: 0, max: 999.99, decimals: 2 },
  pressure: { min: 0, max: 1.6, decimals: 2 },
  mixSeconds: { min: 0, max: 3600, decimals: 0 },
} as const satisfies Record<string, ParamRule>;
