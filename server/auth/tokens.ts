import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, base64url: session tokens and authorization codes. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a leaked table does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an Authorization header, with or without its `bearer` type. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const token = header?.replace(/^bearer\s+/i, '').trim();
  return token ? token : undefined;
}
