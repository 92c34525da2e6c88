/** The page's cookies as a portal sets and reads them, straight through document.cookie (path /). */
export const pageCookies = {
  get(name: string): string | undefined {
    const pair = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
    return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
  },
  set(name: string, value: string): void {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  },
  remove(name: string): void {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  },
  names(): string[] {
    return document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.slice(0, pair.indexOf('=')));
  },
};
