/**
 * A merchant the platform suspended (server/docs/platform.md): from `suspended_at` its users'
 * sessions and logins are refused and its devices too, until it is resumed (null again).
 */
export const merchantSuspension: readonly string[] = [`alter table merchant add column suspended_at timestamptz`];
