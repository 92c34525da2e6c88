import { useEffect, useId, useState } from 'react';
import { findFertigationParam, saveParam, type EquipRow } from '../../../api/contract/fertigation/equip';
import { callApi, isApiError } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog } from '../../../ui/dialog';
import {
  FERTIGATION_PARAM_FIELDS as FIELDS, FERTIGATION_PARAM_RULES as RULES, sanitizeNumberInput, validateFertigationParams,
  type FertigationParamField as ParamField, type FertigationParamValues as ParamValues,
} from '../../../validation';

export interface ParamDialogProps {
  equip: EquipRow;
  onSaved: () => void;
  onClose: () => void;
}

/** Each field's label with its unit. */
const LABELS: Record<ParamField, string> = {
  tankARatio: t.tankA, tankBRatio: t.tankB, tankCRatio: t.tankC, ecMin: t.ecMin, ecMax: t.ecMax, phMin: t.phMin, phMax: t.phMax,
  flowRate: t.flowRate, pressure: t.pressure, mixSeconds: t.mixSeconds,
};

/** Loads a machine's fertigation parameters and saves them with the version read (a stale one is refused by the server). */
export function ParamDialog({ equip, onSaved, onClose }: ParamDialogProps) {
  const idBase = useId();
  const [values, setValues] = useState<ParamValues | null>(null);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<ParamField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void callApi(findFertigationParam, { equipId: equip.id }).then((p) => {
      if (!live) return;
      setVersion(p.version);
      setValues(Object.fromEntries(FIELDS.map((f) => [f, String(p[f])])) as ParamValues);
    });
    return () => { live = false; };
  }, [equip.id]);
  const submit = async () => {
    if (!values) return;
    const found = validateFertigationParams(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const numbers = Object.fromEntries(FIELDS.map((f) => [f, Number(values[f])])) as Record<ParamField, number>;
      await callApi(saveParam, { equipId: equip.id, version, ...numbers }, { hideError: true });
      onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={t.paramTitle(equip.name)} onClose={onClose} width={560}
      footer={<>
        <button type="button" className="irr-button" onClick={onClose}>{t.cancel}</button>
        <button type="button" className="irr-button" data-primary="" disabled={!values || busy} onClick={() => void submit()}>{t.save}</button>
      </>}>
      {!values ? <p>{t.loading}</p> : (
        <div>
          {FIELDS.map((f) => (
            <div key={f} className="irr-field">
              <label htmlFor={`${idBase}-${f}`}>{LABELS[f]}</label>
              <input id={`${idBase}-${f}`} name={f} className="irr-input" inputMode={RULES[f].decimals > 0 ? 'decimal' : 'numeric'} value={values[f]}
                aria-invalid={errors[f] ? true : undefined} aria-describedby={errors[f] ? `${idBase}-${f}-error` : undefined}
                onChange={(e) => setValues({ ...values, [f]: sanitizeNumberInput(e.target.value, { decimals: RULES[f].decimals }) })} />
              {errors[f] && <div id={`${idBase}-${f}-error`} className="irr-field-error" role="alert">{errors[f]}</div>}
            </div>
          ))}
          {failure && <p className="irr-field-error" role="alert" data-failure="">{failure}</p>}
        </div>
      )}
    </Dialog>
  );
}
