import { findPage } from '../../../api/contract/money/reconcile';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi, type CallInput } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { wellReconcileTexts as t } from '../../../i18n/zh-CN/well-reconcile';
import type { FieldSpec, FieldValues } from '../../../ui/form';
import type { PageQuery, TableExport } from '../../../ui/table-page';

/** The reconciliation list's filters: card number or well, the kind, processed or not. */
export const reconcileFilters: FieldSpec[] = [
  { name: 'keyword', label: t.keyword, type: 'text' },
  { name: 'kind', label: t.kind, type: 'select', options: options('reconcileKind') },
  { name: 'processed', label: t.processed, type: 'select', options: options('processed') },
];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The filters as findPage and common/export take them. */
export const reconcileQuery = (filters: Readonly<FieldValues>) =>
  ({ keyword: text(filters.keyword), kind: text(filters.kind), processed: text(filters.processed) }) as Omit<
    CallInput<typeof findPage>,
    'page' | 'size'
  >;

/** The export of the filtered issues, for holders of the page's 导出 button. */
export const reconcileExport: TableExport = {
  call: findPage.path,
  filters: reconcileQuery,
  permissions: [wellPermissions.reconcile.export],
};

/** One page of issues for the table page. */
export const fetchIssues = ({ page, size, ...filters }: PageQuery) =>
  callApi(findPage, { page, size, ...reconcileQuery(filters as FieldValues) } as CallInput<typeof findPage>);
