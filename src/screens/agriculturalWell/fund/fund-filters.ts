import type { CallRequest } from '../../../api/contract/define-call';
import { exportCsv, findPage } from '../../../api/contract/money/fund';
import { FLOW_TYPES } from '../../../api/contract/money/fields';
import { callApi, type CallInput } from '../../../api/transport';
import { label, options } from '../../../i18n/zh-CN/enums';
import { wellFundTexts as t } from '../../../i18n/zh-CN/well-fund';
import type { DateRange } from '../../../ui/date-range';
import type { FieldSpec, FieldValues } from '../../../ui/form';
import type { PageQuery, TableExport } from '../../../ui/table-page';
import { wellPermissions } from '../../../api/contract/well/permissions';

/** The fund flows' filters: only the flow types this ledger writes. */
export const fundFilters: FieldSpec[] = [
  { name: 'keyword', label: t.keyword, type: 'text' },
  { name: 'flowType', label: t.flowType, type: 'select', options: FLOW_TYPES.map((f) => ({ value: f, label: label('flowType', f) })) },
  { name: 'fundSource', label: t.fundSource, type: 'select', options: options('fundSource') },
  { name: 'accountKind', label: t.accountKind, type: 'select', options: options('accountKind') },
];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The filters as the calls take them (findPage, fund/export and common/export share them). */
export function fundQuery(filters: Readonly<FieldValues>, range: DateRange): CallRequest<typeof exportCsv> {
  return {
    keyword: text(filters.keyword),
    flowType: text(filters.flowType),
    fundSource: text(filters.fundSource),
    accountKind: text(filters.accountKind),
    startTime: range.start,
    endTime: range.end,
  } as CallRequest<typeof exportCsv>;
}

/** The flows' export: the filters in force, of the range; the 导出 button's permission (the menu's) shows it. */
export const fundExport = (range: DateRange): TableExport => ({
  call: findPage.path,
  filters: (applied) => fundQuery(applied, range),
  permissions: [wellPermissions.fund.export],
});

/** One page of flows of the range for the table page's query. */
export const fetchFlows =
  (range: DateRange) =>
  ({ page, size, ...filters }: PageQuery) =>
    callApi(findPage, { page, size, ...fundQuery(filters as FieldValues, range) } as CallInput<typeof findPage>);
