import type { Page } from 'playwright-core';
import { ADMIN, loginThroughScreen, openFromSidebar, waitForPath } from './console-page';
import { rowOf } from './table';

/** Logs in, opens 运行监控, filters it to the well `cd` and waits for its row and the live stream (实时). */
export async function monitorRowOf(page: Page, cd: string) {
  await loginThroughScreen(page, ADMIN);
  await openFromSidebar(page, '农业机井', '运行监控');
  await waitForPath(page, '/agriculturalWell/monitor');
  const screen = page.getByRole('region', { name: '运行监控', exact: true });
  await screen.getByRole('search').getByLabel('关键字', { exact: false }).fill(cd);
  await screen.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
  const table = screen.getByRole('table');
  const row = rowOf(table, cd);
  await row.waitFor();
  await screen.getByText('实时', { exact: true }).waitFor();
  return { screen, table, row };
}
