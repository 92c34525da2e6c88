import type { Locator } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body row of `table` that holds `text` (a code or name unique among its rows). */
export function rowOf(table: Locator, text: string): Locator {
  return table.locator('tbody').getByRole('row').filter({ hasText: text });
}

/** Position of the column titled exactly `title` (columns hidden by permission are not rendered). */
async function columnIndex(table: Locator, title: string): Promise<number> {
  const titles = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const index = titles.indexOf(title);
  if (index < 0) throw new Error(`no column "${title}" in [${titles.join(', ')}]`);
  return index;
}

/** The cell of `row` under the column titled `title`. */
export async function cellOf(table: Locator, row: Locator, title: string): Promise<Locator> {
  return row.getByRole('cell').nth(await columnIndex(table, title));
}

/** Waits until the cell of `row` under `title` reads exactly `text` (surrounding spaces aside). */
export async function waitForCell(table: Locator, row: Locator, title: string, text: string): Promise<void> {
  const cell = await cellOf(table, row, title);
  await cell.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) }).waitFor();
}

/** The exact text of every column of `row`, by column title. */
export async function rowTexts(table: Locator, row: Locator): Promise<Record<string, string>> {
  const titles = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const cells = (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
  return Object.fromEntries(titles.map((title, i) => [title, cells[i] ?? '']));
}
