import { findPage } from '../../../api/contract/money/bill';
import { REFUND_CHANNELS } from '../../../api/contract/money/fields';
import { callApi, type CallInput } from '../../../api/transport';
import { label, options } from '../../../i18n/zh-CN/enums';
import { wellBillTexts as t } from '../../../i18n/zh-CN/well-bill';
import type { DateRange } from '../../../ui/date-range';
import type { FieldSpec, FieldValues } from '../../../ui/form';
import type { PageQuery, TableExport } from '../../../ui/table-page';

/** The bills table's filters; the refund channel starts at 全部 (no filter). */
export const billFilters: FieldSpec[] = [
  { name: 'keyword', label: t.keyword, type: 'text' },
  { name: 'status', label: t.status, type: 'select', options: options('billStatus') },
  { name: 'payMode', label: t.payMode, type: 'select', options: options('payMode') },
  {
    name: 'refundChannel',
    label: t.refundChannel,
    type: 'select',
    defaultValue: 'all',
    options: REFUND_CHANNELS.map((c) => ({ value: c, label: label('refundChannel', c) })),
  },
];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The filters of the range as findPage (and the export) take them; 全部 sends no channel. */
export const billInput =
  (range: DateRange) =>
  ({ keyword, status, payMode, refundChannel }: Readonly<FieldValues>) => ({
    keyword: text(keyword),
    status: text(status),
    payMode: text(payMode),
    refundChannel: refundChannel === 'all' ? undefined : text(refundChannel),
    startTime: range.start,
    endTime: range.end,
  });

/** One page of bills of the range for the table page's query. */
export const fetchBills =
  (range: DateRange) =>
  ({ page, size, ...filters }: PageQuery) =>
    callApi(findPage, { page, size, ...billInput(range)(filters as FieldValues) } as CallInput<typeof findPage>);

/** The bills' export: the filters in force, of the range. */
export const billExport = (range: DateRange): TableExport => ({ call: findPage.path, filters: billInput(range) });
