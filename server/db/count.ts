/** `count(*)` is a number on PGlite and a string on node-postgres (int8): one place to read it. */
export function toCount(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not a count: ${String(value)}`);
  return n;
}
