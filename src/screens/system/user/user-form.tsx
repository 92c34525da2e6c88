import { useId, useRef, useState, type FormEvent } from 'react';
import { label } from '../../../i18n/zh-CN/enums';
import { userTexts as t } from '../../../i18n/zh-CN/system-user';
import { formStyles } from '../../../ui/form/form.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { FieldRow, invalidProps, systemFormStyles } from './form-rows';
import { saveUser, type EditedUser } from './save-user';
import { USER_FIELDS, userFieldProblem, userFormProblems, type UserField, type UserFormValues } from './user-form-rules';

/** A role the form offers; a `locked` one (held, but not the editor's to give) stays as it is. */
export interface RoleChoice {
  id: number;
  name: string;
  locked: boolean;
}

export interface UserFormProps {
  /** The user being edited; null adds one (with the initial password). */
  user: EditedUser | null;
  initial: UserFormValues;
  roles: readonly RoleChoice[];
  onSaved: () => void;
  onCancel: () => void;
}

type Problems = Partial<Record<UserField, string>>;

/**
 * The user's fields: each is checked when it loses focus and again on every change once it shows
 * a message; saving checks all, then whether the mobile is free, then sends.
 */
export function UserForm({ user, initial, roles, onSaved, onCancel }: UserFormProps) {
  useStyles(formStyles, systemFormStyles);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const adding = user === null;

  const check = (field: UserField, v: UserFormValues) =>
    setProblems((all) => {
      const { [field]: _old, ...rest } = all;
      const message = userFieldProblem(field, v, adding);
      return message ? { ...rest, [field]: message } : rest;
    });
  const change = <F extends UserField>(field: F, value: UserFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // fields already showing a message follow every change (the confirmation follows the password too)
    for (const shown of USER_FIELDS) if (problems[shown] !== undefined && (shown === field || shown === 'confirm')) check(shown, next);
  };
  const focusField = (field: UserField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const save = useSubmit((sent: UserFormValues) => saveUser(sent, user), {
    onDone: (outcome) => {
      if (outcome === 'saved') return onSaved();
      setProblems({ mobile: t.mobileTaken });
      focusField('mobile');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = userFormProblems(values, adding);
    setProblems(found);
    save.clearFailure();
    const first = USER_FIELDS.find((f) => found[f] !== undefined);
    if (first) return focusField(first);
    void save.run(values);
  };

  const text = (field: 'mobile' | 'name' | 'password' | 'confirm', title: string, type = 'text') => (
    <FieldRow id={`${id}-${field}`} label={title} required error={problems[field]}>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        value={values[field]}
        aria-required
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        inputMode={field === 'mobile' ? 'numeric' : undefined}
        onChange={(e) => change(field, e.target.value)}
        onBlur={() => check(field, values)}
        {...invalidProps(`${id}-${field}`, problems[field])}
      />
    </FieldRow>
  );
  const toggleRole = (roleId: number, on: boolean) =>
    change('roleIds', on ? [...values.roleIds, roleId] : values.roleIds.filter((x) => x !== roleId));

  return (
    <form ref={form} className="irr-form" aria-label={adding ? t.addUser : t.editUser} noValidate onSubmit={submit}>
      {text('mobile', t.mobile)}
      {text('name', t.name)}
      <FieldRow id={`${id}-roleIds`} label={t.roles} required group error={problems.roleIds}>
        {roles.map((role) => (
          <label key={role.id}>
            <input
              type="checkbox"
              name="roleIds"
              value={String(role.id)}
              checked={values.roleIds.includes(role.id)}
              disabled={role.locked}
              onChange={(e) => toggleRole(role.id, e.target.checked)}
              {...invalidProps(`${id}-roleIds`, problems.roleIds)}
            />
            {role.locked ? t.heldRole(role.name) : role.name}
          </label>
        ))}
      </FieldRow>
      <FieldRow id={`${id}-enabled`} label={t.status} required group>
        {(['Y', 'N'] as const).map((flag) => (
          <label key={flag}>
            <input type="radio" name="enabled" value={flag} checked={values.enabled === flag} onChange={() => change('enabled', flag)} />
            {label('enabled', flag)}
          </label>
        ))}
      </FieldRow>
      {adding && text('password', t.password, 'password')}
      {adding && text('confirm', t.confirmPassword, 'password')}
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
