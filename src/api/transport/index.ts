/** The browser's API client: contract calls over fetch, with the rules of spec sections 7 and 8. */
export { callApi, callEnvelope, callFile, callImage, cancelPendingRequests, type CallInput, type RequestOptions } from './request';
export { ApiError, failureText, isApiError, type ApiErrorInit, type ApiErrorKind } from './api-error';
export { setTransportHost, type TransportHost, type TransportConfig, type TransportEvent, type PendingRequest } from './host';
export { RETRY_COUNT, RETRY_DELAY_MS } from './exchange';
export { openStream, type StreamOptions } from './stream';
export { uploadWithProgress, UPLOAD_TIMEOUT_MS, type UploadOptions, type UploadProgress } from './upload-with-progress';
// a fresh random key per action (an idempotency key, a nonce)
export { createNonce } from './sign';
