import { ErrorCode } from '../../src/api/contract/error-codes';
import { errorCodeMessages } from '../../src/api/contract/error-messages';

/** A refusal the console shows: HTTP 200 with `success: false` and this errorCode. */
export class BusinessError extends Error {
  override name = 'BusinessError';
  constructor(
    readonly errorCode: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? errorCodeMessages[errorCode] ?? '操作失败');
  }
}

/** A refusal with an HTTP status (400, 401, 413...) and an envelope. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The plain refusal (errorCode 1) with the operator's message. */
export const fail = (message: string): BusinessError => new BusinessError(ErrorCode.FAILED, message);
