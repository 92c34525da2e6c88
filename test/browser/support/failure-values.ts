import { chai } from '@open-wc/testing';

/**
 * Injected into every test file (esbuild-bundle-plugin.mjs): a failed assertion's `actual` and
 * `expected` become text when they hold a DOM node or a window. The runner sends them to the
 * terminal, and serializing an element (its document, its window, the whole page behind it) froze
 * the page: the file stalled until its 600 s timeout and the failure itself was never shown.
 */

const DEPTH = 3;

/** A node or a window, of this page or of a frame's (whose classes are not this page's). */
const isDom = (value: object) => typeof (value as Node).nodeType === 'number' || (value as Window).window === value;

function holdsDom(value: unknown, depth = DEPTH, seen = new Set<unknown>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  if (isDom(value)) return true;
  if (depth === 0) return false;
  seen.add(value);
  try {
    return Object.values(value).some((item) => holdsDom(item, depth - 1, seen));
  } catch {
    return true;
  }
}

afterEach(function () {
  const err = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!err) return;
  for (const key of ['actual', 'expected'] as const) {
    if (holdsDom(err[key])) err[key] = chai.util.inspect(err[key], false, DEPTH);
  }
});
