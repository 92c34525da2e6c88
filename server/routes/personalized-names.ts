import { PERSONALIZED_NAME, defaultPersonalizedNames, type PersonalizedNames } from '../../src/api/contract/param';
import type { Db } from '../db/connect';

/** The names a stored parameter sets (known keys, non-empty text); the rest keep their defaults. */
export function pickNames(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => k in defaultPersonalizedNames && typeof v === 'string' && v !== ''));
}

/** The merchant's personalised names (机井, 村镇...), the spec's defaults where it set none. */
export async function personalizedNamesOf(db: Db, merchantId: number): Promise<PersonalizedNames> {
  const row = await db
    .selectFrom('merchant_param')
    .select('param_value')
    .where('merchant_id', '=', merchantId)
    .where('param_cd', '=', PERSONALIZED_NAME)
    .executeTakeFirst();
  return { ...defaultPersonalizedNames, ...pickNames(row?.param_value) };
}
