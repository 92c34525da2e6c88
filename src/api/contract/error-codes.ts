/** The response errorCode catalogue of spec section 8. */
export const ErrorCode = {
  OK: 0,
  FAILED: 1,
  USER_NOT_FOUND: 1000,
  WRONG_PASSWORD: 1001,
  NO_PERMISSION: 1007,
  CREDENTIALS_EXPIRED: 1008,
  PARAM_NOT_FOUND: 1010,
  INVALID_OPERATION: 1011,
  TOO_FREQUENT: 9997,
  BUSY: 9998,
  SYSTEM_ERROR: 9999,
  LOGIN_TIMEOUT: 10001,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The response envelope of every JSON call. */
export interface Envelope<T = unknown> {
  success: boolean;
  errorCode: number;
  message: string;
  data: T;
}
