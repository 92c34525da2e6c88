import { useId, useState, type FormEvent } from 'react';
import type { CallDef } from '../../api/contract/define-call';
import { callApi } from '../../api/transport';
import { refundTexts } from '../../i18n/zh-CN/refund-dialog';
import { notify } from '../../session/public/notify';
import { recalculateRefundAmount, sanitizeRefundCount, validateRefundCount } from '../../validation';
import { Dialog } from '../../ui/dialog/dialog';
import { DialogFooter } from '../../ui/dialog/dialog-footer';
import { formStyles } from '../../ui/form/form.styles';
import { useStyles } from '../../ui/styles/use-styles';
import { useSubmit } from '../../ui/submit/use-submit';
import type { RefundForm, RefundOrder } from './refund-form';
import { refundDialogStyles } from './refund-dialog.styles';

export interface RefundDialogProps {
  /** The order line to refund; null closes the dialog. @default null */
  order?: RefundOrder | null;
  /**
   * How the refund is sent: a call of the contract (through the transport, which shows the server's
   * message on failure) or a function that rejects with the failure. Its path comes with billing.
   */
  submit: CallDef | ((form: RefundForm) => Promise<unknown>);
  /** Closed without refunding, or after success. */
  onClose: () => void;
  /** The refund succeeded (after 退款成功! is shown). @default none */
  onRefunded?: (form: RefundForm) => void;
  /** @default 'ONLY' */
  refundType?: string;
  /** @default 'LACK' */
  refundReason?: string;
}

/**
 * Refund of part of an order line (stock shortage): the operator enters the number of pieces;
 * on submit the amount becomes count x (amount / original count) with 2 decimals.
 */
export function RefundDialog({ order = null, submit, onClose, onRefunded, refundType = 'ONLY', refundReason = 'LACK' }: RefundDialogProps) {
  useStyles(formStyles, refundDialogStyles);
  const [count, setCount] = useState('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { form: useId(), count: useId(), detail: useId(), error: useId() };
  const refund = useSubmit((form: RefundForm) => (typeof submit === 'function' ? submit(form) : callApi(submit, form)), {
    onDone: (_, form) => {
      notify(refundTexts.success, 'success');
      onRefunded?.(form);
      onClose();
    },
  });
  // A fresh form for each order opened (not for each render of a parent that rebuilds the object),
  // reset while rendering: an effect would run after paint in Preact and could wipe a fast answer.
  const orderKey = order === null ? null : order.id;
  const [formFor, setFormFor] = useState(orderKey);
  if (formFor !== orderKey) {
    setFormFor(orderKey);
    setCount('');
    setDetail('');
    setError(null);
    refund.clearFailure();
  }

  const amountText = order && /^\d+$/.test(count.trim()) ? recalculateRefundAmount(order.amount, order.count, Number(count.trim())) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!order || refund.busy) return;
    const problem = validateRefundCount(count, order.count);
    setError(problem);
    if (problem) return;
    const n = Number(count.trim());
    const form: RefundForm = {
      id: order.id,
      refundType,
      amount: Number(recalculateRefundAmount(order.amount, order.count, n)),
      count: n,
      refundReason,
      refundReasonDetail: detail.trim(),
    };
    void refund.run(form);
  };

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={refundTexts.title}
      footer={
        <DialogFooter
          cancelText={refundTexts.cancel}
          onCancel={onClose}
          confirmText={refundTexts.submit}
          form={ids.form}
          busy={refund.busy}
        />
      }
    >
      {order && (
        <form id={ids.form} noValidate onSubmit={onSubmit}>
          <div className="irr-refund">
            <span>{refundTexts.refundType}</span>
            <div>{refundTexts.refundTypes[refundType] ?? refundType}</div>
            <span>{refundTexts.refundReason}</span>
            <div>{refundTexts.refundReasons[refundReason] ?? refundReason}</div>
            <label htmlFor={ids.count}>{refundTexts.count}</label>
            <div>
              <input
                id={ids.count}
                inputMode="numeric"
                autoComplete="off"
                value={count}
                required
                aria-invalid={error ? 'true' : 'false'}
                aria-describedby={error ? ids.error : undefined}
                placeholder={refundTexts.countOf(order.count)}
                onChange={(e) => {
                  const digits = sanitizeRefundCount(e.currentTarget.value);
                  // Preact skips the render when the state does not change, so the DOM is trimmed here too
                  if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
                  setCount(digits);
                  setError(null);
                }}
              />
            </div>
            {error && (
              <p id={ids.error} className="irr-refund-error" role="alert">
                {error}
              </p>
            )}
            <span>{refundTexts.amount}</span>
            <div data-amount="">{amountText ?? '-'}</div>
            <label htmlFor={ids.detail}>{refundTexts.detail}</label>
            <div>
              <textarea id={ids.detail} rows={3} value={detail} onChange={(e) => setDetail(e.currentTarget.value)} />
            </div>
          </div>
          {refund.failure && (
            <p className="irr-refund-failure" role="alert">
              {refund.failure}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
