/** Cookies (layout preferences): `readCookie`, `writeCookie`, `removeCookie` (see ./session.ts for the entries). */
export { readCookie, removeCookie, writeCookie } from '../cookies';
