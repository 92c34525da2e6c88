import { useId, useState } from 'react';
import { FOLLOW_PROMPTS } from '../../../api/contract/fields';
import { findParam, saveParam, type WellRow } from '../../../api/contract/well/equip';
import { callApi } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { validateWellParams, WELL_PARAM_FIELDS, WELL_PARAM_RULES, type WellParamField } from '../../../validation';
import { ParamFormDialog } from '../../business/param/param-form-dialog';
import { useParamForm, type ParamSpec } from '../../business/param/use-param-form';

export interface WellParamDialogProps {
  well: WellRow;
  onSaved: () => void;
  onClose: () => void;
}

type FollowPrompt = (typeof FOLLOW_PROMPTS)[number];

const SPEC: ParamSpec<WellParamField> = {
  fields: WELL_PARAM_FIELDS,
  rules: WELL_PARAM_RULES,
  validate: validateWellParams,
  // each field's label with its unit
  labels: {
    maxRunMinutes: t.maxRunMinutes,
    waterLevelMin: t.waterLevelMin,
    waterLevelMax: t.waterLevelMax,
    pulsePerM3: t.pulsePerM3,
    meterRatio: t.meterRatio,
    minBalance: t.minBalance,
  },
};

/**
 * Loads a well's parameters and saves them with the version read (a stale one is refused by the
 * server); saved parameters wait for the device to take them (参数下发: 未下发).
 */
export function WellParamDialog({ well, onSaved, onClose }: WellParamDialogProps) {
  const followId = useId();
  /** null: as read. */
  const [followPrompt, setFollowPrompt] = useState<FollowPrompt | null>(null);
  const form = useParamForm({
    spec: SPEC,
    device: well.id,
    onSaved,
    onLoadFailed: onClose,
    load: () => callApi(findParam, { equipId: well.id }),
    save: (numbers, read) =>
      callApi(
        saveParam,
        {
          equipId: well.id,
          version: read.version,
          followPrompt: followPrompt ?? read.followPrompt,
          ...numbers,
        },
        { hideError: true },
      ),
  });
  const read = form.read;
  return (
    <ParamFormDialog
      title={t.paramTitle(`${well.cd} ${well.name}`)}
      form={form}
      onClose={onClose}
      lead={
        read && (
          <p data-assigned={read.assigned}>
            {t.paramAssigned}：{t.assignedState(label('parameterAssigned', read.assigned), read.updateTime)}
          </p>
        )
      }
    >
      {read && (
        <div className="irr-field">
          <label htmlFor={followId}>{t.followPrompt}</label>
          <select
            id={followId}
            name="followPrompt"
            value={followPrompt ?? read.followPrompt}
            onChange={(e) => setFollowPrompt(Number(e.target.value) as FollowPrompt)}
          >
            {FOLLOW_PROMPTS.map((v) => (
              <option key={v} value={v}>
                {label('followPrompt', v)}
              </option>
            ))}
          </select>
        </div>
      )}
    </ParamFormDialog>
  );
}
