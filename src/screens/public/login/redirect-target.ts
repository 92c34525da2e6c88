/**
 * Where to go after login: the redirect query when it is a path inside the console, else `/`.
 * Anything else (`//host`, `https:`, `javascript:`) is ignored so the query cannot send users away.
 */
export function redirectTarget(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  if (redirect === '/login' || redirect.startsWith('/login?')) return '/';
  return redirect;
}
