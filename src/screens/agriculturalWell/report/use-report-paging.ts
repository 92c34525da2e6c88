import { useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../ui/pager/page-sizes';

export interface ReportPaging {
  page: number;
  size: number;
  change: (page: number, size: number) => void;
}

/** The page and size of a paged report, back to the first page whenever its filters (`input`) change. */
export function useReportPaging(input: unknown): ReportPaging {
  const [state, setState] = useState({ page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  const key = JSON.stringify(input);
  // adjusted while rendering (not in a late effect), so the old page is never asked of the new filters
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    if (state.page !== DEFAULT_PAGE) setState({ ...state, page: DEFAULT_PAGE });
  }
  const page = seen !== key ? DEFAULT_PAGE : state.page;
  return { page, size: state.size, change: (nextPage, size) => setState({ page: nextPage, size }) };
}
