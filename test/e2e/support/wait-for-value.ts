import type { Locator } from 'playwright-core';

/**
 * Waits until the input, select or textarea of `locator` holds `value` (a property the page sets,
 * e.g. a name filled in after a lookup; the attribute is not reliable under preact).
 */
export async function waitForValue(locator: Locator, value: string): Promise<void> {
  const handle = await locator.elementHandle();
  if (!handle) throw new Error('waitForValue: no element');
  try {
    // runs in the page; the node project has no DOM types
    await locator
      .page()
      .waitForFunction(([el, expected]) => (el as unknown as { value: string }).value === expected, [handle, value] as const);
  } finally {
    await handle.dispose();
  }
}
