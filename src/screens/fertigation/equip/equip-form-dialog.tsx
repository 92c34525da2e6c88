import { useEffect, useState } from 'react';
import { checkCd, edit, save, type EquipRow } from '../../../api/contract/fertigation/equip';
import { listEquipType } from '../../../api/contract/fertigation/equip-type';
import { placeList } from '../../../api/contract/fertigation/place';
import { callApi } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog } from '../../../ui/dialog';
import { DynamicForm, type FieldOption, type FieldSpec, type FieldValues } from '../../../ui/dynamic-form';
import { validatePhone } from '../../../validation';

export interface EquipFormDialogProps {
  /** The machine to edit; null adds one. */
  equip: EquipRow | null;
  placeTitle: string;
  onSaved: () => void;
  onClose: () => void;
}

const optionalPhone = (v: string) => (v.trim() === '' ? null : validatePhone(v));

function fieldsOf(equip: EquipRow | null, types: FieldOption[], places: FieldOption[], placeTitle: string): FieldSpec[] {
  const common: FieldSpec[] = [
    { name: 'name', label: t.name, type: 'text', required: true, defaultValue: equip?.name ?? '' },
    { name: 'equipTypeId', label: t.type, type: 'select', required: true, options: types, defaultValue: equip ? String(equip.equipTypeId) : '' },
    { name: 'keeperName', label: t.keeper, type: 'text', defaultValue: equip?.keeperName ?? '' },
    { name: 'keeperMobile', label: t.keeperMobile, type: 'text', rules: [optionalPhone], defaultValue: equip?.keeperMobile ?? '' },
    { name: 'remark', label: t.remark, type: 'textarea', defaultValue: equip?.remark ?? '' },
  ];
  if (equip) return common;
  return [
    { name: 'cd', label: t.code, type: 'text', required: true },
    { name: 'placeId', label: placeTitle, type: 'select', required: true, options: places },
    ...common,
  ];
}

/** Adds a machine (its code checked free first) or edits one with the version read. */
export function EquipFormDialog({ equip, placeTitle, onSaved, onClose }: EquipFormDialogProps) {
  const [choices, setChoices] = useState<{ types: FieldOption[]; places: FieldOption[] } | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    void Promise.all([callApi(listEquipType, {}), equip ? Promise.resolve([]) : callApi(placeList, {})]).then(([types, places]) => {
      if (live) setChoices({ types: types.map((x) => ({ value: String(x.id), label: x.name })), places: places.map((x) => ({ value: String(x.id), label: x.name })) });
    });
    return () => { live = false; };
  }, [equip]);
  const submit = async (v: FieldValues) => {
    setFailure('');
    const fields = {
      name: String(v.name), equipTypeId: Number(v.equipTypeId), keeperName: String(v.keeperName),
      keeperMobile: String(v.keeperMobile), remark: String(v.remark),
    };
    if (equip) {
      await callApi(edit, { id: equip.id, version: equip.version, areaIds: equip.areas.map((a) => a.id), ...fields });
    } else {
      const cd = String(v.cd).trim();
      if (!(await callApi(checkCd, { cd })).available) return setFailure(t.codeTaken(cd));
      await callApi(save, { cd, placeId: Number(v.placeId), areaIds: [], ...fields });
    }
    onSaved();
  };
  return (
    <Dialog open title={equip ? t.edit : t.add} onClose={onClose} width={560}>
      {choices && <DynamicForm fields={fieldsOf(equip, choices.types, choices.places, placeTitle)} submitText={t.save} label={equip ? t.edit : t.add}
        onSubmit={(v) => submit(v).catch(() => undefined)} />}
      {failure && <p className="irr-field-error" role="alert">{failure}</p>}
    </Dialog>
  );
}
