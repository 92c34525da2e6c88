/**
 * Response header of every logged-in call: a stamp of what the user may do (roles and their
 * versions). When it changes, the console reloads menus and permissions (src/session/grants.ts).
 */
export const GRANTS_HEADER = 'irr-grants';
