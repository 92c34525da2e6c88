import { useEffect, useState } from 'react';
import { checkCd, edit, save, type EquipRow } from '../../../api/contract/fertigation/equip';
import { listEquipType } from '../../../api/contract/fertigation/equip-type';
import { placeList } from '../../../api/contract/fertigation/place';
import { callApi, failureText } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog } from '../../../ui/dialog';
import { DynamicForm, type FieldOption, type FieldSpec, type FieldValues } from '../../../ui/dynamic-form';
import { validatePhone } from '../../../validation';
import { AreaChecklist } from './area-checklist';
import { useBindAreas } from './use-bind-areas';

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
    {
      name: 'equipTypeId',
      label: t.type,
      type: 'select',
      required: true,
      options: types,
      defaultValue: equip ? String(equip.equipTypeId) : '',
    },
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

/** Enabled types, plus the machine's own type when it has been disabled since (it may keep it). */
async function typeOptions(equip: EquipRow | null): Promise<FieldOption[]> {
  const types = await callApi(listEquipType, equip ? { includeDisabled: true } : {});
  return types
    .filter((x) => x.enabled === 'Y' || x.id === equip?.equipTypeId)
    .map((x) => ({ value: String(x.id), label: x.enabled === 'Y' ? x.name : t.disabledType(x.name) }));
}

/**
 * Adds a machine (its code checked free first) or edits one with the version read; both send the
 * areas checked in the place's list (a new machine's list follows the place picked).
 */
export function EquipFormDialog({ equip, placeTitle, onSaved, onClose }: EquipFormDialogProps) {
  const [choices, setChoices] = useState<{ types: FieldOption[]; places: FieldOption[] } | null>(null);
  const [placeId, setPlaceId] = useState<number | null>(equip?.placeId ?? null);
  const bind = useBindAreas(placeId, equip?.id);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    void Promise.all([typeOptions(equip), equip ? Promise.resolve([]) : callApi(placeList, {})]).then(
      ([types, places]) => {
        if (live) setChoices({ types, places: places.map((x) => ({ value: String(x.id), label: x.name })) });
      },
      // the form cannot be filled without its choices: say why in the dialog
      (error: unknown) => {
        if (live) setFailure(failureText(error));
      },
    );
    return () => {
      live = false;
    };
  }, [equip]);
  const submit = async (v: FieldValues) => {
    setFailure('');
    const fields = {
      name: String(v.name),
      equipTypeId: Number(v.equipTypeId),
      keeperName: String(v.keeperName),
      keeperMobile: String(v.keeperMobile),
      remark: String(v.remark),
    };
    if (equip) {
      // Until the list loads, the areas stay as they were.
      const areaIds = bind.areas ? bind.chosenIds() : equip.areas.map((a) => a.id);
      await callApi(edit, { id: equip.id, version: equip.version, areaIds, ...fields });
    } else {
      const cd = String(v.cd).trim();
      if (!(await callApi(checkCd, { cd })).available) return setFailure(t.codeTaken(cd));
      await callApi(save, { cd, placeId: Number(v.placeId), areaIds: bind.chosenIds(), ...fields });
    }
    onSaved();
  };
  const follow = (v: FieldValues) => {
    if (!equip) setPlaceId(v.placeId ? Number(v.placeId) : null);
  };
  return (
    <Dialog open title={equip ? t.edit : t.add} onClose={onClose} width={640}>
      {choices && (
        <DynamicForm
          fields={fieldsOf(equip, choices.types, choices.places, placeTitle)}
          submitText={t.save}
          label={equip ? t.edit : t.add}
          onValuesChange={follow}
          onSubmit={(v) => submit(v).catch(() => undefined)}
        >
          <AreaChecklist bind={bind} hasPlace={placeId !== null} placeTitle={placeTitle} />
        </DynamicForm>
      )}
      {failure && (
        <p className="irr-field-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
