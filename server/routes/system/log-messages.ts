/** Refusals of the log calls (HTTP 200, errorCode 1). */
export const logMessages = {
  operNotFound: '操作记录不存在',
} as const;
