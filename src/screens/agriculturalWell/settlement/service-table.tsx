import { useId, useMemo, useState } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import type { PaymentResultCode } from '../../../api/contract/money/payment-codes';
import {
  AUTHORISATION_MODES,
  findPage,
  ONLINE_SERVICE_PAY_METHODS,
  pay,
  SERVICE_STATUSES,
  type ServiceRow,
} from '../../../api/contract/money/service';
import { payoutResultText } from '../../../api/contract/money/settlement-columns';
import { callApi, type CallInput } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts } from '../../../i18n/zh-CN/well-settlement';
import { notify } from '../../../session/public/notify';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles, type FieldSpec, type FieldValues } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { useSubmit } from '../../../ui/submit';
import { formatAmount } from '../../../validation';
import { serviceColumns } from './service-columns';

const t = wellSettlementTexts.services;

const filters: FieldSpec[] = [
  {
    name: 'mode',
    label: t.mode,
    type: 'select',
    options: AUTHORISATION_MODES.map((m) => ({ value: m, label: label('authorisationMode', m) })),
  },
  {
    name: 'status',
    label: t.status,
    type: 'select',
    options: SERVICE_STATUSES.map((s) => ({ value: s, label: label('myServiceStatus', s) })),
  },
];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
/** The filters as findPage (and the export) take them. */
const serviceInput = ({ mode, status }: Readonly<FieldValues>) => ({ mode: text(mode), status: text(status) });
const fetchServices = ({ page, size, ...q }: PageQuery) =>
  callApi(findPage, { page, size, ...serviceInput(q as FieldValues) } as CallInput<typeof findPage>);
const exportAs: TableExport = { call: findPage.path, filters: serviceInput };

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
    <Dialog
      open
      title={t.payTitle(row.orderNo)}
      onClose={onClose}
      width={440}
      footer={
        <DialogFooter
          cancelText={t.cancel}
          onCancel={onClose}
          confirmText={t.confirm}
          busy={paying.busy}
          onConfirm={() => void paying.run({ id: row.id, payMethod: method })}
        />
      }
    >
      <p>
        {label('authorisationMode', row.mode)} {row.equipName}：{t.payAmount(formatAmount(row.amount))}
      </p>
      <div className="irr-field" data-required="">
        <label htmlFor={`${id}-method`}>{t.payMethod}</label>
        <select id={`${id}-method`} name="payMethod" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
          {ONLINE_SERVICE_PAY_METHODS.map((m) => (
            <option key={m} value={m}>
              {label('myServicePayMethod', m)}
            </option>
          ))}
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
      <TablePage
        cacheKey="irrigationWell/service/findPage"
        fetcher={fetchServices}
        columns={columns}
        filters={filters}
        label={t.table}
        refreshKey={refreshKey}
        exportAs={exportAs}
      />
      {paying && (
        <PayDialog
          row={paying}
          onClose={() => setPaying(null)}
          onDone={() => {
            setPaying(null);
            setRefreshKey((k) => k + 1);
          }}
        />
      )}
    </>
  );
}
