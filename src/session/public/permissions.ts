/** The logged-in user's permission codes (see ./session.ts for the entries). */
export { usePermissions } from '../use-permissions';
