/**
 * Every date-time of the API (`yyyy-MM-dd HH:mm:ss`) is wall-clock time of the merchants' zone,
 * China Standard Time (UTC+8, no daylight saving), whatever the zone of the browser or the server.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = 480;
