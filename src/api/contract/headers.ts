/**
 * Response header of every logged-in call: a stamp of what the user may do (roles and their
 * versions). When it changes, the console reloads menus and permissions (src/session/grants.ts).
 */
export const GRANTS_HEADER = 'irr-grants';

/**
 * Request header of the calls that move money (CallDef.idempotent): one key per operator action,
 * kept across the transport's retries.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
