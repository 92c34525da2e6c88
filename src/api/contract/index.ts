/** The whole contract: every call, written once, used by the client and the server. */
export * from './define-call';
export * from './schemas';
export * from './business-time';
export * as loginCalls from './login';
export * as menuCalls from './menu';
export * as paramCalls from './param-calls';
export * as regionCalls from './region';
export * as fileCalls from './file';
export * as noticeCalls from './notice';
export { PERSONALIZED_NAME, defaultPersonalizedNames, type PersonalizedNames } from './param';
export * from './fertigation/index';
export * from './well/index';
export * from './system/index';
export * from './money/index';
export type { RecordRow } from './business/record';
export type { FeedbackRow } from './business/feedback';
export type { PlaceRow } from './business/place';
export type { BusinessPrefix } from './business/line';
