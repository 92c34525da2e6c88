import * as z from 'zod/mini';
import { platformMessages as msg } from './platform-messages';

/**
 * A well the platform registers for a merchant (server/docs/platform.md, Wells): where it stands
 * (a 村镇 of the merchant, by name), its code and its name. Everything else is the merchant's, in
 * the console: billing, parameters, keeper, location, and its device's key or DTU link.
 */
export const addWellInput = z.strictObject({
  place: z.string({ error: msg.placeMissing }).check(z.trim(), z.minLength(1, msg.placeMissing), z.maxLength(50, msg.placeTooLong)),
  cd: z.string({ error: msg.wellCodeInvalid }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,32}$/, msg.wellCodeInvalid)),
  name: z.string({ error: msg.wellNameInvalid }).check(z.trim(), z.minLength(1, msg.wellNameInvalid), z.maxLength(50, msg.wellNameInvalid)),
});
export type AddWellInput = z.output<typeof addWellInput>;
