import { useId, useState } from 'react';
import { BILLING_MODES } from '../../../api/contract/fields';
import { saveBilling, type WellRow } from '../../../api/contract/well/equip';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { useSubmit } from '../../../ui/submit';
import { sanitizeNumberInput, validateWellBilling, WELL_PRICE_RULE, type WellBillingValues } from '../../../validation';
import { yuan } from './well-format';

export interface BillingDialogProps {
  well: WellRow;
  onSaved: () => void;
  onClose: () => void;
}

type PriceField = 'electricPrice' | 'waterPrice';

/** The billing mode and its prices in yuan (2 decimals); the price the mode charges by must be above 0. */
export function BillingDialog({ well, onSaved, onClose }: BillingDialogProps) {
  const idBase = useId();
  const [values, setValues] = useState<WellBillingValues>({
    billingMode: well.billingMode,
    electricPrice: yuan(well.electricPrice),
    waterPrice: yuan(well.waterPrice),
  });
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const save = useSubmit(
    () =>
      callApi(saveBilling, {
        id: well.id,
        version: well.version,
        billingMode: values.billingMode,
        electricPrice: Number(values.electricPrice),
        waterPrice: Number(values.waterPrice),
      }),
    { onDone: onSaved },
  );
  const submit = () => {
    const found = validateWellBilling(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void save.run();
  };
  const price = (field: PriceField, text: string) => (
    <div
      className="irr-field"
      data-required={(field === 'electricPrice' ? values.billingMode !== 'water' : values.billingMode !== 'electric') || undefined}
    >
      <label htmlFor={`${idBase}-${field}`}>{text}</label>
      <input
        id={`${idBase}-${field}`}
        name={field}
        className="irr-input"
        inputMode="decimal"
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${idBase}-${field}-error` : undefined}
        onChange={(e) => setValues({ ...values, [field]: sanitizeNumberInput(e.target.value, { decimals: WELL_PRICE_RULE.decimals }) })}
      />
      {errors[field] && (
        <p id={`${idBase}-${field}-error`} className="irr-field-error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );
  return (
    <Dialog
      open
      title={t.billingTitle(`${well.cd} ${well.name}`)}
      onClose={onClose}
      width={520}
      footer={
        <DialogFooter
          cancelText={businessTexts.cancel}
          onCancel={onClose}
          confirmText={businessTexts.save}
          busy={save.busy}
          onConfirm={submit}
        />
      }
    >
      <div className="irr-field" data-required="">
        <label htmlFor={`${idBase}-mode`}>{t.billing}</label>
        <select
          id={`${idBase}-mode`}
          name="billingMode"
          value={values.billingMode}
          onChange={(e) => setValues({ ...values, billingMode: e.target.value as WellBillingValues['billingMode'] })}
        >
          {BILLING_MODES.map((m) => (
            <option key={m} value={m}>
              {label('billingMode', m)}
            </option>
          ))}
        </select>
      </div>
      {price('electricPrice', t.electricPrice)}
      {price('waterPrice', t.waterPrice)}
    </Dialog>
  );
}
