import { isApiError } from '../../../api/transport';

/** What the login form shows for a failed login: the server's own message for a refused login (spec section 8). */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) return (error.kind === 'business' && error.serverMessage) || error.message;
  return error instanceof Error ? error.message : String(error);
}
