import { useState } from 'react';
import type { PersonalizedNames } from '../../../api/contract/param';
import { edit, type WellRow } from '../../../api/contract/well/equip';
import { placeList } from '../../../api/contract/well/place';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { options } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { useSession } from '../../../session/public/session';
import { Dialog } from '../../../ui/dialog';
import { DynamicForm, type FieldOption, type FieldSpec, type FieldValues } from '../../../ui/dynamic-form';
import { validateCoordinate, validateCoordinatePair, validatePermitNo, validatePermitVolume, validatePhone } from '../../../validation';
import { useLinePlaces } from '../../business/use-place-options';

export interface WellEditDialogProps {
  well: WellRow;
  onSaved: () => void;
  onClose: () => void;
}

const optionalPhone = (v: string) => (v.trim() === '' ? null : validatePhone(v));
const coordinateText = (v: number | null) => (v === null ? '' : String(v));
const optionalNumber = (v: FieldValues[string] | undefined) => (String(v ?? '').trim() === '' ? null : Number(v));

function fieldsOf(w: WellRow, labels: PersonalizedNames, places: FieldOption[]): FieldSpec[] {
  return [
    { name: 'name', label: t.name(labels.equipment), type: 'text', required: true, defaultValue: w.name },
    { name: 'placeId', label: labels.place, type: 'select', required: true, options: places, defaultValue: String(w.placeId) },
    {
      name: 'transformer',
      label: t.transformer,
      type: 'select',
      required: true,
      options: options('transformer'),
      defaultValue: w.transformer,
    },
    { name: 'keeperName', label: labels.equipmentAdmin, type: 'text', defaultValue: w.keeperName },
    {
      name: 'keeperMobile',
      label: t.keeperMobile(labels.equipmentAdmin),
      type: 'text',
      rules: [optionalPhone],
      defaultValue: w.keeperMobile,
    },
    { name: 'location', label: t.location, type: 'text', defaultValue: w.location },
    {
      name: 'longitude',
      label: t.longitude,
      type: 'number',
      rules: [(v) => validateCoordinate('longitude', v)],
      defaultValue: coordinateText(w.longitude),
    },
    {
      name: 'latitude',
      label: t.latitude,
      type: 'number',
      rules: [(v) => validateCoordinate('latitude', v)],
      defaultValue: coordinateText(w.latitude),
    },
    {
      name: 'permitVolume',
      label: t.permitVolume,
      type: 'number',
      rules: [validatePermitVolume],
      defaultValue: w.permitVolume === null ? '' : String(w.permitVolume),
    },
    { name: 'permitNo', label: t.permitNo, type: 'text', rules: [validatePermitNo], defaultValue: w.permitNo },
  ];
}

/** Edits a well's name, place, transformer, keeper, location and permit (取水许可) with the version read (a stale one is refused by the server). */
export function WellEditDialog({ well, onSaved, onClose }: WellEditDialogProps) {
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const [failure, setFailure] = useState('');
  const submit = async (v: FieldValues) => {
    const pair = validateCoordinatePair(String(v.longitude ?? ''), String(v.latitude ?? ''));
    setFailure(pair ?? '');
    if (pair) return;
    await callApi(edit, {
      id: well.id,
      version: well.version,
      name: String(v.name).trim(),
      placeId: Number(v.placeId),
      transformer: v.transformer as WellRow['transformer'],
      keeperName: String(v.keeperName).trim(),
      keeperMobile: String(v.keeperMobile).trim(),
      location: String(v.location).trim(),
      longitude: optionalNumber(v.longitude),
      latitude: optionalNumber(v.latitude),
      permitVolume: optionalNumber(v.permitVolume),
      permitNo: String(v.permitNo).trim(),
    });
    onSaved();
  };
  const title = t.editTitle(`${well.cd} ${well.name}`);
  return (
    <Dialog open title={title} onClose={onClose} width={640}>
      {/* a well always has a place: the list is loaded once it has one */}
      {places.length === 0 ? (
        <p role="status">{businessTexts.loading}</p>
      ) : (
        <DynamicForm
          fields={fieldsOf(well, labels, places)}
          submitText={businessTexts.save}
          label={title}
          onSubmit={(v) => submit(v).catch(() => undefined)}
        />
      )}
      {failure && (
        <p className="irr-field-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
