import { useState } from 'react';
import { PERSONALIZED_NAME, defaultPersonalizedNames, type PersonalizedNames } from '../../../api/contract/param';
import { editParam } from '../../../api/contract/system/param';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { callApi } from '../../../api/transport';
import { paramTexts as t } from '../../../i18n/zh-CN/system-param';
import type { ScreenProps } from '../../../router';
import { setSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import { DynamicForm } from '../../../ui/dynamic-form';
import type { FieldValues } from '../../../ui/form/field-spec';
import { usePermission } from '../../../ui/permission';
import { useStyles } from '../../../ui/styles/use-styles';
import { NAME_KEYS, NAME_LABELS, nameFields } from './param-fields';
import { paramStyles } from './param.styles';
import { useParamNames } from './use-param-names';

const namesOf = (values: FieldValues): PersonalizedNames => ({
  equipment: String(values.equipment).trim(),
  equipmentName: String(values.equipmentName).trim(),
  equipmentAdmin: String(values.equipmentAdmin).trim(),
  place: String(values.place).trim(),
});

/**
 * /system/param: the merchant's personalised names. A save puts the new names into the session
 * store, so every screen and element of the page shows them at once; 恢复默认 fills in the spec's
 * defaults (saved with 保存). Without plat:param:edit the names are only shown.
 */
export function ParamScreen({ title }: ScreenProps) {
  useStyles(paramStyles);
  const state = useParamNames();
  const canEdit = usePermission([systemPermissions.param.edit]);
  // the form's starting values: what was loaded, then what was saved or restored (a new key remounts it)
  const [shown, setShown] = useState<{ names: PersonalizedNames; key: number; restored: boolean } | null>(null);
  if (state.status === 'loading')
    return (
      <p className="param-state" role="status">
        {t.loading}
      </p>
    );
  if (state.status === 'failed')
    return (
      <p className="param-state" role="alert">
        {state.message}
      </p>
    );
  const names = shown?.names ?? state.names;
  const save = async (values: FieldValues) => {
    const saved = await callApi(editParam, { paramCd: PERSONALIZED_NAME, paramValue: namesOf(values) });
    const labels = { ...defaultPersonalizedNames, ...saved.paramValue };
    setSession({ labels });
    setShown((s) => ({ names: labels, key: (s?.key ?? 0) + 1, restored: false }));
    notify(t.saved, 'success');
  };
  return (
    <section className="param-page" aria-label={title || t.title}>
      <p className="param-intro">{t.intro}</p>
      {state.unset && !shown && <p className="param-note">{t.usingDefaults}</p>}
      {canEdit ? (
        <>
          <DynamicForm
            key={shown?.key ?? 0}
            fields={nameFields(names)}
            label={title || t.title}
            submitText={t.save}
            onSubmit={(values) => save(values).catch(() => undefined)}
            actions={
              <button
                type="button"
                className="irr-button"
                data-action="restore"
                onClick={() => setShown((s) => ({ names: defaultPersonalizedNames, key: (s?.key ?? 0) + 1, restored: true }))}
              >
                {t.restoreDefaults}
              </button>
            }
          />
          {shown?.restored && (
            <p className="param-note" role="status">
              {t.restoredHint}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="param-note">{t.noPermission}</p>
          <dl className="param-list">
            {NAME_KEYS.map((key) => (
              <div key={key}>
                <dt>{NAME_LABELS[key]}</dt>
                <dd>{names[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
