import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { PageRun } from './browser';
import { ADMIN, loginThroughScreen, openFromSidebar, waitForPath } from './console-page';
import { e2eSuite, type E2eSuite } from './suite';

export const FERTIGATION = '水肥一体化';

export interface FertigationSuite extends E2eSuite {
  /** The administrator's merchant (the demo merchant), known once the server runs. */
  merchantId: number;
  /** A test logged in through the screen as `user` (the administrator by default) that must end with no page error. */
  flow(name: string, body: (run: PageRun) => Promise<void>, user?: string): void;
}

/** The e2e suite of a fertigation screen file. */
export function fertigationSuite(name: string): FertigationSuite {
  const suite = e2eSuite(name, {
    setup: async ({ server }) => {
      suite.merchantId = (
        await server.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow()
      ).merchant_id;
    },
  }) as FertigationSuite;
  suite.flow = (testName, body, user = ADMIN) =>
    suite.e2e(testName, async (run) => {
      await loginThroughScreen(run.page, user);
      await body(run);
      assert.deepEqual(run.pageErrors, [], 'no page errors');
    });
  return suite;
}

/** Opens a fertigation screen from the sidebar and returns its visible page. */
export async function openScreen(page: Page, title: string, path: string): Promise<Locator> {
  await openFromSidebar(page, FERTIGATION, title);
  await waitForPath(page, path);
  const screen = page.getByRole('region', { name: title, exact: true });
  await screen.waitFor();
  return screen;
}

/** Types `text` into a screen's filter and searches with Enter (the table reloads from page 1). */
export async function search(screen: Locator, label: string, text: string): Promise<void> {
  const box = screen.getByRole('search').getByLabel(label, { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

/** Waits until `dialog` is gone (a closed Dialog renders nothing). */
export const closed = (d: Locator) => d.waitFor({ state: 'detached' });

/** A toast: success messages are status, failures alert. */
export const toast = (page: Page, level: 'status' | 'alert', text: string) =>
  page.locator('[part="toasts"]').getByRole(level).filter({ hasText: text });
