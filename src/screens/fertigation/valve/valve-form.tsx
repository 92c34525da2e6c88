import { useState } from 'react';
import { fertigationValveCalls } from '../../../api/contract';
import type { ValveRow } from '../../../api/contract/fertigation/valve';
import { callApi } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { DynamicForm } from '../../../ui/dynamic-form';
import type { FieldSpec, FieldValues } from '../../../ui/form';
import { areaOptions, useRefreshAreaList, type AreaChoice } from './use-area-options';
import { EquipPicker } from './equip-picker';

export interface ValveFormProps {
  row: ValveRow | null;
  areas: readonly AreaChoice[];
  onSaved: () => void;
}

/**
 * The valve's form; the code is checked with checkCd before saving. Its machine is picked among
 * those the server accepts: none, or the one serving the chosen area.
 */
export function ValveForm({ row, areas, onSaved }: ValveFormProps) {
  useRefreshAreaList();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [areaId, setAreaId] = useState(row ? String(row.areaId) : '');
  const [equipId, setEquipId] = useState(row?.equipId ?? null);
  const fields: FieldSpec[] = [
    { name: 'cd', label: t.valveCode, type: 'text', required: true, defaultValue: row?.cd ?? '' },
    { name: 'name', label: t.valveName, type: 'text', required: true, defaultValue: row?.name ?? '' },
    {
      name: 'areaId',
      label: t.area,
      type: 'select',
      required: true,
      options: areaOptions(areas),
      defaultValue: row ? String(row.areaId) : '',
    },
    { name: 'enabled', label: t.enabled, type: 'select', required: true, options: options('enabled'), defaultValue: row?.enabled ?? 'Y' },
    { name: 'remark', label: t.remark, type: 'textarea', defaultValue: row?.remark ?? '' },
  ];
  const area = areas.find((a) => String(a.id) === areaId) ?? null;
  const follow = (v: FieldValues) => {
    const next = String(v.areaId ?? '');
    if (next === areaId) return;
    setAreaId(next);
    // Another area has another machine (or none): the choice starts over.
    setEquipId(null);
  };
  // Before the area list loads, the row's machine is kept as picked (the server checks it anyway).
  const sentEquip = () => (area === null || equipId === area.equipId ? equipId : null);
  const submit = async (v: FieldValues) => {
    const text = (name: string) => String(v[name] ?? '').trim();
    const check = await callApi(fertigationValveCalls.checkCd, { cd: text('cd'), ...(row ? { id: row.id } : {}) });
    setCodeError(check.available ? null : t.codeTaken);
    if (!check.available) return;
    await callApi(fertigationValveCalls.saveValve, {
      ...(row ? { id: row.id, version: row.version } : {}),
      cd: text('cd'),
      name: text('name'),
      areaId: Number(text('areaId')),
      equipId: sentEquip(),
      enabled: text('enabled') === 'N' ? 'N' : 'Y',
      remark: text('remark'),
    });
    onSaved();
  };
  return (
    <>
      {codeError !== null && <p className="irr-field-error" role="alert">{`${t.valveCode}: ${codeError}`}</p>}
      <DynamicForm fields={fields} onSubmit={submit} label={t.valveTitle} submitText={t.save} onValuesChange={follow}>
        <EquipPicker area={area} value={equipId} onChange={setEquipId} />
      </DynamicForm>
    </>
  );
}
