import { findFertigationParam, saveParam, type EquipRow } from '../../../api/contract/fertigation/equip';
import { callApi } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import {
  FERTIGATION_PARAM_FIELDS,
  FERTIGATION_PARAM_RULES,
  validateFertigationParams,
  type FertigationParamField,
} from '../../../validation';
import { ParamFormDialog } from '../../business/param/param-form-dialog';
import { useParamForm, type ParamSpec } from '../../business/param/use-param-form';

export interface ParamDialogProps {
  equip: EquipRow;
  onSaved: () => void;
  onClose: () => void;
}

const SPEC: ParamSpec<FertigationParamField> = {
  fields: FERTIGATION_PARAM_FIELDS,
  rules: FERTIGATION_PARAM_RULES,
  validate: validateFertigationParams,
  // each field's label with its unit
  labels: {
    tankARatio: t.tankA,
    tankBRatio: t.tankB,
    tankCRatio: t.tankC,
    ecMin: t.ecMin,
    ecMax: t.ecMax,
    phMin: t.phMin,
    phMax: t.phMax,
    flowRate: t.flowRate,
    pressure: t.pressure,
    mixSeconds: t.mixSeconds,
  },
};

/** Loads a machine's fertigation parameters and saves them with the version read (a stale one is refused by the server). */
export function ParamDialog({ equip, onSaved, onClose }: ParamDialogProps) {
  const form = useParamForm({
    spec: SPEC,
    device: equip.id,
    onSaved,
    load: () => callApi(findFertigationParam, { equipId: equip.id }),
    save: (numbers, read) => callApi(saveParam, { equipId: equip.id, version: read.version, ...numbers }, { hideError: true }),
  });
  return <ParamFormDialog title={t.paramTitle(equip.name)} form={form} onClose={onClose} />;
}
