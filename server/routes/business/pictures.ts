import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { businessMessages as msg } from './messages';

/** Pictures are stored as their upload keys, comma separated (a key has no comma). */
export const keysOf = (text: string): string[] => (text ? text.split(',') : []);

/** The keys once each, refused unless every one is an upload of the merchant (`图片不存在，请重新上传`). */
export async function merchantPictures(db: Kysely<Database>, merchantId: number, pictures: readonly string[]): Promise<string[]> {
  const keys = [...new Set(pictures)];
  if (keys.length === 0) return keys;
  const known = await db.selectFrom('file').select('key').where('merchant_id', '=', merchantId).where('key', 'in', keys).execute();
  if (known.length !== keys.length) throw fail(msg.pictureUnknown);
  return keys;
}
