import type { WellParamTable } from './schema';

type StoredParam = Omit<WellParamTable, 'equip_id' | 'merchant_id' | 'version' | 'updated_at'>;

/**
 * The parameters a well has until someone saves its own (stored units: cm, fen). Migration 006
 * backfilled the wells of its day with these values (its own frozen copy), and findParam answers
 * them (version 0, assigned n) for a well with no well_param row yet; saveParam then inserts the row.
 */
export const WELL_PARAM_DEFAULTS: Readonly<StoredParam> = {
  max_run_minutes: 240,
  water_level_min_cm: 500,
  water_level_max_cm: 8000,
  pulse_per_m3: 1000,
  meter_ratio: 1,
  min_balance_fen: 500,
  follow_prompt: 1,
  assigned: 'n',
};
