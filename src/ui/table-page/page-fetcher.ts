import type { FieldValue } from '../form/field-spec';

/** The paging contract of every findPage (src/api/contract pageOf): page from 1. */
export interface PageResult<Row> {
  records: readonly Row[];
  total: number;
  page: number;
  size: number;
}

/** What the table page asks for: page, size and the applied filters (empty filters are left out). */
export type PageQuery = { page: number; size: number } & { [filter: string]: FieldValue | number };

export type PageFetcher<Row> = (query: PageQuery) => Promise<PageResult<Row>>;

/** The filters in force without empty text (a select or text field left empty filters nothing). */
export const givenFilters = (filters: Readonly<Record<string, FieldValue>>): Record<string, FieldValue> =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));

/** The query of a page: filters without empty text, then page and size. */
export function pageQuery(filters: Readonly<Record<string, FieldValue>>, page: number, size: number): PageQuery {
  return { ...givenFilters(filters), page, size };
}
