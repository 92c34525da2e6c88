import { useId, useMemo, useState } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import type { PaymentResultCode } from '../../../api/contract/money/payment-codes';
import {
  AUTHORISATION_MODES, findPage, ONLINE_SERVICE_PAY_METHODS, pay, SERVICE_STATUSES, type ServiceRow,
} from '../../../api/contract/money/service';
import { SERVICE_BUSINESS_TEXTS, serviceHowText } from '../../../api/contract/money/service-columns';
import { payoutResultText } from '../../../api/contract/money/settlement-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi, type CallInput } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts } from '../../../i18n/zh-CN/well-settlement';
import { notify } from '../../../session/public/notify';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles, type FieldSpec, type FieldValues } from '../../../ui/form';
import { usePermission } from '../../../ui/permission';
import { useStyles } from '../../../ui/styles/use-styles';
import type { TableColumn } from '../../../ui/table';
import { TablePage, type PageQuery, type TableExport } from '../../../ui/table-page';
import { useSubmit } from '../../../ui/submit';
import { formatAmount } from '../../../validation';

const t = wellSettlementTexts.services;
const p = wellPermissions.settlement;

const filters: FieldSpec[] = [
  { name: 'mode', label: t.mode, type: 'select', options: AUTHORISATION_MODES.map((m) => ({ value: m, label: label('authorisationMode', m) })) },
  { name: 'status', label: t.status, type: 'select', options: SERVICE_STATUSES.map((s) => ({ value: s, label: label('myServiceStatus', s) })) },
];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
/** The filters as findPage (and the export) take them. */
const serviceInput = ({ mode, status }: Readonly<FieldValues>) => ({ mode: text(mode), status: text(status) });
const fetchServices = ({ page, size, ...q }: PageQuery) =>
  callApi(findPage, { page, size, ...serviceInput(q as FieldValues) } as CallInput<typeof findPage>);
const exportAs: TableExport = { call: findPage.path, filters: serviceInput };

/** A charge the merchant pays itself, not paid yet. */
const payable = (r: ServiceRow) => !r.deducted && r.status !== 'paid';

function PayAction({ row, onPay }: { row: ServiceRow; onPay: (row: ServiceRow) => void }) {
  const can = usePermission([p.apply]) && payable(row);
  return can ? (
    <button type="button" className="irr-button" data-action="pay" aria-label={t.rowAction(t.pay, row.orderNo)} onClick={() => onPay(row)}>{t.pay}</button>
  ) : null;
}

function serviceColumns(onPay: (row: ServiceRow) => void): TableColumn<ServiceRow>[] {
  return [
    { key: 'orderNo', title: t.orderNo, width: 140, fixed: 'left' },
    { key: 'business', title: t.business, width: 100, render: (r) => SERVICE_BUSINESS_TEXTS[r.business] ?? r.business },
    { key: 'equipName', title: t.equip, width: 180 },
    { key: 'mode', title: t.mode, width: 120, render: (r) => label('authorisationMode', r.mode) },
    { key: 'how', title: t.how, width: 100, render: serviceHowText },
    { key: 'amount', title: t.amount, width: 100, align: 'right', render: (r) => formatAmount(r.amount) },
    { key: 'period', title: t.period, width: 320, render: (r) => `${r.periodStart} ~ ${r.periodEnd}` },
    { key: 'status', title: t.status, width: 90, render: (r) => <span data-status={r.status}>{label('myServiceStatus', r.status)}</span> },
    { key: 'payMethod', title: t.payMethod, width: 90, render: (r) => (r.payMethod ? label('myServicePayMethod', r.payMethod) : '') },
    { key: 'settlementNo', title: t.settlementNo, width: 200 },
    { key: 'result', title: t.result, width: 160, render: (r) => payoutResultText(r.resultCode) },
    { key: 'paidTime', title: t.paidTime, width: 170, render: (r) => r.paidTime ?? '' },
    { key: 'actions', title: wellSettlementTexts.ops, width: 90, fixed: 'right', permissions: [p.apply], print: false, render: (r) => <PayAction row={r} onPay={onPay} /> },
  ];
}

/** 支付 of a charge the merchant pays itself: WeChat Pay or Alipay through the payment provider. */
function PayDialog({ row, onDone, onClose }: { row: ServiceRow; onDone: () => void; onClose: () => void }) {
  useStyles(formStyles);
  const id = useId();
  const [method, setMethod] = useState<(typeof ONLINE_SERVICE_PAY_METHODS)[number]>('wxpay');
  const paying = useSubmit((input: CallRequest<typeof pay>, idempotencyKey) => callApi(pay, input, { idempotencyKey: idempotencyKey() }), {
    onDone: (answer) => {
      const pending = answer.resultCode === 'E10010';
      if (answer.status === 'paid') notify(t.paid, 'success');
      else if (pending) notify(t.pending, 'info');
      else notify(wellSettlementTexts.payFailed(payoutResultText(answer.resultCode as PaymentResultCode)), 'error');
      onDone();
    },
  });
  return (
    <Dialog open title={t.payTitle(row.orderNo)} onClose={onClose} width={440}
      footer={<DialogFooter cancelText={t.cancel} onCancel={onClose} confirmText={t.confirm} busy={paying.busy}
        onConfirm={() => void paying.run({ id: row.id, payMethod: method })} />}>
      <p>{label('authorisationMode', row.mode)} {row.equipName}：{t.payAmount(formatAmount(row.amount))}</p>
      <div className="irr-field" data-required="">
        <label htmlFor={`${id}-method`}>{t.payMethod}</label>
        <select id={`${id}-method`} name="payMethod" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
          {ONLINE_SERVICE_PAY_METHODS.map((m) => <option key={m} value={m}>{label('myServicePayMethod', m)}</option>)}
        </select>
      </div>
    </Dialog>
  );
}

/** 我的服务: the platform's charges for the merchant's equipment, those taken from settlements and those it pays itself; export (CSV, XLSX). */
export function ServiceTable() {
  const [paying, setPaying] = useState<ServiceRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const columns = useMemo(() => serviceColumns(setPaying), []);
  return (
    <>
      <TablePage cacheKey="irrigationWell/service/findPage" fetcher={fetchServices} columns={columns} filters={filters}
        label={t.table} refreshKey={refreshKey} exportAs={exportAs} />
      {paying && <PayDialog row={paying} onClose={() => setPaying(null)} onDone={() => { setPaying(null); setRefreshKey((k) => k + 1); }} />}
    </>
  );
}

