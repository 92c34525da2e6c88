import { useCallback, useEffect, useMemo, useState } from 'react';
import { apply, findPage, getSetting, retry, PAY_STATUSES, type SettlementRow } from '../../../api/contract/money/settlement';
import { wellPermissions } from '../../../api/contract/well/permissions';
import type { CallResponse } from '../../../api/contract/define-call';
import { callApi, type CallInput } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { printTexts } from '../../../i18n/zh-CN/print';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import type { ScreenProps } from '../../../router';
import { notify } from '../../../session/public/notify';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import type { FieldSpec, FieldValues } from '../../../ui/form';
import { usePermission } from '../../../ui/permission';
import { PrintButton } from '../../../ui/print';
import { formatAmount } from '../../../validation';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { useSubmit } from '../../../ui/submit';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { settlementColumns, type SettlementAction } from './settlement-columns';
import { SettlementDetailDialog } from './settlement-detail-dialog';
import { SettlementSummary } from './settlement-summary';
import { ServiceTable } from './service-table';
import { SettingDialog } from './setting-dialog';

const p = wellPermissions.settlement;
type Open = { action: SettlementAction | 'apply' | 'setting'; row?: SettlementRow };

const filters: FieldSpec[] = [
  {
    name: 'status',
    label: t.status,
    type: 'select',
    options: PAY_STATUSES.filter((s) => s !== 'waitSettle').map((s) => ({ value: s, label: label('payStatus', s) })),
  },
];

/** The filters of the range as findPage (and the export) take them. */
const settlementInput =
  (range: DateRange) =>
  ({ status }: Readonly<FieldValues>) => ({
    status: typeof status === 'string' && status ? status : undefined,
    startTime: range.start,
    endTime: range.end,
  });

const fetchSettlements =
  (range: DateRange) =>
  ({ page, size, ...filters }: PageQuery) =>
    callApi(findPage, { page, size, ...settlementInput(range)(filters as FieldValues) } as CallInput<typeof findPage>);

/**
 * /agriculturalWell/settlement (支付结算), in two tabs: 结算记录 (the setting and the open period, the
 * settlements of a range, this month by default, with their detail, 申请结算 of everything not settled
 * yet, paid out at once, 重新打款 for a failed payout, and 结算设置) and 我的服务 (service charges).
 */
export function SettlementScreen(props: ScreenProps) {
  const [tab, setTab] = useState<'settlements' | 'services'>('settlements');
  const tabs = [
    ['settlements', t.settlementsTab],
    ['services', t.serviceTab],
  ] as const;
  return (
    <>
      <div role="tablist" aria-label={t.tabs} className="irr-settlement-tabs">
        {tabs.map(([key, text]) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="irr-button"
            aria-selected={tab === key}
            data-primary={tab === key ? '' : undefined}
            onClick={() => setTab(key)}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'settlements' ? t.settlementsTab : t.serviceTab}>
        {tab === 'settlements' ? <Settlements {...props} /> : <ServiceTable />}
      </div>
    </>
  );
}

/** 结算记录: the setting, the open period and the settlements. */
function Settlements({ title }: ScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const [shown, setShown] = useState<readonly SettlementRow[]>([]);
  const [overview, setOverview] = useState<CallResponse<typeof getSetting> | null>(null);
  const { open, setOpen, close, refreshKey, reload } = useRowDialogs<Open>();
  const canApply = usePermission([p.apply]);
  const canSet = usePermission([p.setting]);
  const loadOverview = useCallback(() => {
    callApi(getSetting, {}).then(setOverview, () => {});
  }, []);
  useEffect(loadOverview, [loadOverview, refreshKey]);
  const columns = useMemo(() => settlementColumns((action, row) => setOpen({ action, row })), [setOpen]);
  const fetcher = useMemo(() => fetchSettlements(range), [range]);
  const exportAs = useMemo<TableExport>(() => ({ call: findPage.path, filters: settlementInput(range) }), [range]);
  // 申请结算 settles the open period; 重新打款 pays a failed settlement again
  const pay = useSubmit(
    (input: { retry?: { id: number; version: number } }, idempotencyKey) => {
      const options = { idempotencyKey: idempotencyKey() };
      return input.retry ? callApi(retry, input.retry, options) : callApi(apply, {}, options);
    },
    {
      onDone: (made, input) => {
        // a settlement that pays nothing (not more than its fee, or below zero with what it carried) says so
        const text = made.status === 'noSettle' ? t.appliedNothingPaid(formatAmount(made.amount)) : input.retry ? t.retried : t.applied;
        notify(text, made.status === 'noSettle' ? 'info' : 'success');
        reload();
      },
    },
  );
  const row = open?.row;
  return (
    <>
      {overview && <SettlementSummary setting={overview.setting} open={overview.open} />}
      <TablePage
        cacheKey={`irrigationWell/settlement/findPage|${range.start}|${range.end}`}
        fetcher={fetcher}
        columns={columns}
        filters={filters}
        label={title || t.table}
        refreshKey={refreshKey}
        exportAs={exportAs}
        onRowsShown={setShown}
        toolbar={
          <>
            <DateRangePicker label={t.range} value={range} onChange={setRange} />
            {canApply && (
              <button type="button" className="irr-button" data-primary="" onClick={() => setOpen({ action: 'apply' })}>
                {t.apply}
              </button>
            )}
            <PrintButton
              anyOf={[p.view]}
              title={title || t.table}
              note={printTexts.range(range.start, range.end)}
              columns={columns}
              rows={shown}
              landscape
            />
            {canSet && overview && (
              <button type="button" className="irr-button" onClick={() => setOpen({ action: 'setting' })}>
                {t.setting}
              </button>
            )}
          </>
        }
      />
      {open?.action === 'detail' && row && <SettlementDetailDialog settlement={row} onClose={close} />}
      {open?.action === 'apply' && <ConfirmDialog title={t.apply} message={t.applyConfirm} onClose={close} onConfirm={() => pay.run({})} />}
      {open?.action === 'retry' && row && (
        <ConfirmDialog
          title={t.retry}
          message={`${t.retry} ${row.settlementNo}？`}
          onClose={close}
          onConfirm={() => pay.run({ retry: { id: row.id, version: row.version } })}
        />
      )}
      {open?.action === 'setting' && overview && (
        <SettingDialog
          setting={overview.setting}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
    </>
  );
}
