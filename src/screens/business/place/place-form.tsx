import { useId, useState, type FormEvent } from 'react';
import type { PlaceCalls, PlaceRow } from '../../../api/contract/business/place';
import { callApi } from '../../../api/transport';
import { businessPlaceTexts as t } from '../../../i18n/zh-CN/business-place';
import { FieldControl, validateFields, type FieldSpec, type FieldValues } from '../../../ui/form';
import { PlaceSelect } from '../../../features/place-select';
import type { LocationSelection } from '../../../ui/place-select';
import { isMobile, validatePhone } from '../../../validation';

export interface PlaceFormProps {
  /** The line's save and manager look-up calls. */
  calls: Pick<PlaceCalls, 'savePlace' | 'findManagerNameByMobile'>;
  /** The place being edited, or null for a new one. */
  row: PlaceRow | null;
  /** The personalised name of a place. */
  placeLabel: string;
  onSaved: () => void;
}

/** The manager's mobile is optional; a given one follows the phone rule of spec section 5. */
const mobileRule = (v: string) => (v.trim() === '' ? null : validatePhone(v));

const regionOf = (row: PlaceRow | null): LocationSelection | null =>
  row && {
    province: row.provinceName,
    provinceCode: row.provinceCode,
    city: row.cityName,
    cityCode: row.cityCode,
    area: row.areaName,
    areaCode: row.areaCode,
  };

/** The place's form: name, region, address and manager; a known mobile fills the manager's name. */
export function PlaceForm({ calls, row, placeLabel, onSaved }: PlaceFormProps) {
  const idBase = useId();
  const fields: FieldSpec[] = [
    { name: 'name', label: t.placeName(placeLabel), type: 'text', required: true },
    { name: 'address', label: t.address, type: 'text' },
    { name: 'managerMobile', label: t.managerMobile, type: 'text', rules: [mobileRule] },
    { name: 'managerName', label: t.managerName, type: 'text' },
  ];
  const [values, setValues] = useState<FieldValues>({
    name: row?.name ?? '',
    address: row?.address ?? '',
    managerMobile: row?.managerMobile ?? '',
    managerName: row?.managerName ?? '',
  });
  const [region, setRegion] = useState(() => regionOf(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (name: string) => String(values[name] ?? '').trim();
  const fillManager = async () => {
    const mobile = text('managerMobile');
    if (!isMobile(mobile)) return;
    const found = await callApi(calls.findManagerNameByMobile, { mobile }, { hideError: true }).catch(() => null);
    if (found) setValues((all) => ({ ...all, managerName: found.name }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(fields, values);
    if (!region?.areaCode) found.region = t.regionRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await callApi(calls.savePlace, {
      ...(row ? { id: row.id, version: row.version } : {}),
      name: text('name'),
      areaCode: region!.areaCode,
      address: text('address'),
      managerName: text('managerName'),
      managerMobile: text('managerMobile'),
    });
    onSaved();
  };
  const error = (name: string) =>
    errors[name] !== undefined && (
      <p id={`${idBase}-${name}-error`} className="irr-field-error" role="alert">
        {errors[name]}
      </p>
    );
  return (
    <form className="irr-form" aria-label={t.placeTitle(placeLabel)} noValidate onSubmit={(e) => void submit(e)}>
      {fields.slice(0, 1).map((field) => (
        <div key={field.name} className="irr-field" data-required={field.required || undefined}>
          <label htmlFor={`${idBase}-${field.name}`}>{field.label}</label>
          <FieldControl
            field={field}
            id={`${idBase}-${field.name}`}
            value={values[field.name]}
            invalid={errors[field.name] !== undefined}
            onChange={(v) => setValues((all) => ({ ...all, [field.name]: v }))}
          />
          {error(field.name)}
        </div>
      ))}
      <div className="irr-field" data-required="">
        <PlaceSelect value={region} onChange={setRegion} label={t.region} />
        {error('region')}
      </div>
      {fields.slice(1).map((field) => (
        <div key={field.name} className="irr-field">
          <label htmlFor={`${idBase}-${field.name}`}>{field.label}</label>
          <FieldControl
            field={field}
            id={`${idBase}-${field.name}`}
            value={values[field.name]}
            invalid={errors[field.name] !== undefined}
            onChange={(v) => setValues((all) => ({ ...all, [field.name]: v }))}
            onBlur={field.name === 'managerMobile' ? () => void fillManager() : undefined}
          />
          {error(field.name)}
        </div>
      ))}
      <div className="irr-form-actions">
        <button type="submit" className="irr-button" data-primary="">
          {t.save}
        </button>
      </div>
    </form>
  );
}
