import { useId, type ReactNode } from 'react';
import { businessTexts as t } from '../../../i18n/zh-CN/business';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import type { ParamForm } from './use-param-form';

export interface ParamFormDialogProps<F extends string, P> {
  title: string;
  form: ParamForm<F, P>;
  onClose: () => void;
  /** Shown above the fields once loaded. */
  lead?: ReactNode;
  /** More controls below the fields (they keep their own state). */
  children?: ReactNode;
}

/** A parameter form in a dialog: one numeric input per field with its message, the server's refusal, cancel and save. */
export function ParamFormDialog<F extends string, P>({ title, form, onClose, lead, children }: ParamFormDialogProps<F, P>) {
  const idBase = useId();
  const { spec, values, errors } = form;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      width={560}
      footer={
        <DialogFooter
          cancelText={t.cancel}
          onCancel={onClose}
          confirmText={t.save}
          busy={form.busy}
          disabled={!values}
          onConfirm={() => void form.submit()}
        />
      }
    >
      {!values ? (
        <p role="status">{t.loading}</p>
      ) : (
        <div>
          {lead}
          {spec.fields.map((f) => (
            <div key={f} className="irr-field">
              <label htmlFor={`${idBase}-${f}`}>{spec.labels[f]}</label>
              <input
                id={`${idBase}-${f}`}
                name={f}
                className="irr-input"
                inputMode={spec.rules[f].decimals > 0 ? 'decimal' : 'numeric'}
                value={values[f]}
                aria-invalid={errors[f] ? true : undefined}
                aria-describedby={errors[f] ? `${idBase}-${f}-error` : undefined}
                onChange={(e) => form.change(f, e.target.value)}
              />
              {errors[f] && (
                <p id={`${idBase}-${f}-error`} className="irr-field-error" role="alert">
                  {errors[f]}
                </p>
              )}
            </div>
          ))}
          {children}
          {form.failure && (
            <p className="irr-field-error" role="alert" data-failure="">
              {form.failure}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
