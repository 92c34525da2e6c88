import { fertigationAreaCalls } from '../../../api/contract';
import type { AreaRow } from '../../../api/contract/fertigation/area';
import { callApi } from '../../../api/transport';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { DynamicForm } from '../../../ui/dynamic-form';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/form';
import { sanitizeInteger } from '../../../validation';
import { useRefreshPlaceOptions } from '../place/use-place-options';

export interface AreaFormProps {
  row: AreaRow | null;
  placeLabel: string;
  places: readonly FieldOption[];
  onSaved: () => void;
}

const integerRule = (v: string) => (sanitizeInteger(v) === v.trim() ? null : t.acreageInteger);

/** The area's form: code, name, place, acreage, crop and remark. */
export function AreaForm({ row, placeLabel, places, onSaved }: AreaFormProps) {
  useRefreshPlaceOptions();
  const fields: FieldSpec[] = [
    { name: 'cd', label: t.areaCode, type: 'text', required: true, defaultValue: row?.cd ?? '' },
    { name: 'name', label: t.areaName, type: 'text', required: true, defaultValue: row?.name ?? '' },
    {
      name: 'placeId',
      label: t.place(placeLabel),
      type: 'select',
      required: true,
      options: places,
      defaultValue: row ? String(row.placeId) : '',
    },
    {
      name: 'acreageMu',
      label: t.acreage,
      type: 'text',
      required: true,
      rules: [integerRule],
      defaultValue: row ? String(row.acreageMu) : '',
    },
    { name: 'crop', label: t.crop, type: 'text', defaultValue: row?.crop ?? '' },
    { name: 'remark', label: t.remark, type: 'textarea', defaultValue: row?.remark ?? '' },
  ];
  const submit = async (v: FieldValues) => {
    const text = (name: string) => String(v[name] ?? '').trim();
    await callApi(fertigationAreaCalls.save, {
      ...(row ? { id: row.id, version: row.version } : {}),
      cd: text('cd'),
      name: text('name'),
      placeId: Number(text('placeId')),
      acreageMu: Number(text('acreageMu')),
      crop: text('crop'),
      remark: text('remark'),
    });
    onSaved();
  };
  return <DynamicForm fields={fields} onSubmit={submit} label={t.areaTitle} submitText={t.save} />;
}
