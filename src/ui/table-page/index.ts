export { TablePageView, type TablePageProps, type RenderTableExport } from './table-page';
export { givenFilters, pageQuery, type PageFetcher, type PageQuery, type PageResult } from './page-fetcher';
export { PAGE_SIZES, SECOND_PAGE_SIZES } from '../pager/page-sizes';
export type { TableExport } from './table-export';
export { downloadFile } from './download-file';
