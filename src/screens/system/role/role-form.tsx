import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { roleTexts as t } from '../../../i18n/zh-CN/system-role';
import { uiTexts } from '../../../i18n/zh-CN/ui';
import { CheckboxTree, allLeafKeys, checkedWithParents, leafKeysIn, type CheckboxTreeNode, type TreeKey } from '../../../ui/checkbox-tree';
import { formStyles } from '../../../ui/form/form.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { FieldRow, invalidProps, systemFormStyles } from '../user/form-rows';

export interface RoleFormValues {
  name: string;
  remark: string;
  menuIds: number[];
}

export interface RoleFormProps {
  /** Accessible name of the form (the dialog's title). */
  label: string;
  initial: RoleFormValues;
  /** The menu and button tree. */
  nodes: readonly CheckboxTreeNode[];
  /** The role holds every permission: its tree shows all checked and cannot be changed. */
  grantsAll: boolean;
  /** Sends; rejects with the transport's error on a refusal (shown in the form). */
  onSubmit: (values: RoleFormValues) => Promise<void>;
  onCancel: () => void;
}

const LIMITS = { name: 30, remark: 200 } as const;

function problemOf(field: 'name' | 'remark', value: string): string | null {
  const text = value.trim();
  if (field === 'name' && text === '') return uiTexts.required(t.name);
  return [...text].length > LIMITS[field] ? t.tooLong(field === 'name' ? t.name : t.remark, LIMITS[field]) : null;
}

/** Name, remark and the tree; saving sends every checked or partly checked node's id. */
export function RoleForm({ label, initial, nodes, grantsAll, onSubmit, onCancel }: RoleFormProps) {
  useStyles(formStyles, systemFormStyles);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(initial.name);
  const [remark, setRemark] = useState(initial.remark);
  const [checked, setChecked] = useState<TreeKey[]>(() => (grantsAll ? allLeafKeys(nodes) : leafKeysIn(nodes, initial.menuIds)));
  const [problems, setProblems] = useState<{ name?: string; remark?: string }>({});
  const save = useSubmit(onSubmit);
  const menuIds = useMemo(() => checkedWithParents(nodes, checked).map(Number), [nodes, checked]);

  const check = (field: 'name' | 'remark', value: string) =>
    setProblems((all) => ({ ...all, [field]: problemOf(field, value) ?? undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: problemOf('name', name) ?? undefined, remark: problemOf('remark', remark) ?? undefined };
    setProblems(found);
    save.clearFailure();
    const first = (['name', 'remark'] as const).find((f) => found[f] !== undefined);
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // a role granting everything keeps what it had: its tree is not edited here
    void save.run({ name: name.trim(), remark: remark.trim(), menuIds: grantsAll ? initial.menuIds : menuIds });
  };
  return (
    <form ref={form} className="irr-form" aria-label={label} noValidate onSubmit={submit}>
      <FieldRow id={`${id}-name`} label={t.name} required error={problems.name}>
        <input
          id={`${id}-name`}
          name="name"
          value={name}
          aria-required
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            if (problems.name) check('name', e.target.value);
          }}
          onBlur={() => check('name', name)}
          {...invalidProps(`${id}-name`, problems.name)}
        />
      </FieldRow>
      <FieldRow id={`${id}-remark`} label={t.remark} error={problems.remark}>
        <textarea
          id={`${id}-remark`}
          name="remark"
          value={remark}
          rows={2}
          onChange={(e) => {
            setRemark(e.target.value);
            if (problems.remark) check('remark', e.target.value);
          }}
          onBlur={() => check('remark', remark)}
          {...invalidProps(`${id}-remark`, problems.remark)}
        />
      </FieldRow>
      <FieldRow id={`${id}-menus`} label={t.menus} group>
        <div className="irr-role-tree">
          {grantsAll && (
            <p data-grants-all="">
              <strong>{t.grantsAll}</strong> {t.grantsAllNote}
            </p>
          )}
          <CheckboxTree nodes={nodes} checked={checked} onChange={setChecked} label={t.menus} disabled={grantsAll} />
        </div>
      </FieldRow>
      {save.failure !== null && (
        <p className="irr-form-failure" role="alert" data-failure="">
          {save.failure}
        </p>
      )}
      <div className="irr-form-actions">
        <button type="submit" className="irr-button" data-primary="" disabled={save.busy}>
          {t.save}
        </button>
        <button type="button" className="irr-button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
