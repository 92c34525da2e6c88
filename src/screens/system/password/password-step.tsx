import { useId, useState, type FormEvent } from 'react';
import { passwordProblem, passwordRuleMessages } from '../../../api/contract/system/password-rule';
import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import { useSubmit } from '../../../ui/submit';
import { failureMessage } from '../../public/login/failure-message';
import { submitNewPassword } from './submit-new-password';

export interface PasswordStepProps {
  /** The verified mobile: a password may not contain it. */
  mobile: string;
  onChanged: () => void;
  onRestart: () => void;
}

/** Step 3: the new password twice, judged by the shared strength rule, then sent RSA-encrypted. */
export function PasswordStep({ mobile, onChanged, onRestart }: PasswordStepProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; server?: string }>({});
  const check = () => {
    const problem = passwordProblem(password, mobile) ?? undefined;
    const mismatch = !confirm ? passwordRuleMessages.required : confirm !== password ? passwordRuleMessages.mismatch : undefined;
    return { password: problem, confirm: problem ? undefined : mismatch };
  };
  const change = useSubmit(submitNewPassword, { onDone: onChanged, onFail: (err) => setErrors({ server: failureMessage(err) }) });
  const busy = change.busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    if (!found.password && !found.confirm) void change.run(password);
  };
  const field = (name: 'password' | 'confirm', label: string, placeholder: string, value: string, set: (v: string) => void) => (
    <div className="irr-field" data-required="">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name === 'password' ? 'newPassword' : 'confirmPassword'}
        type="password"
        autoComplete="new-password"
        placeholder={placeholder}
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : name === 'password' ? `${id}-rule` : undefined}
        onChange={(e) => set(e.currentTarget.value)}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="irr-field-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form className="irr-form pw-form" noValidate onSubmit={submit} aria-label={t.steps[2]}>
      <p id={`${id}-rule`} className="pw-note">
        {passwordRuleMessages.weak}
      </p>
      {field('password', t.newPassword, t.newPasswordPlaceholder, password, setPassword)}
      {field('confirm', t.confirmPassword, t.confirmPasswordPlaceholder, confirm, setConfirm)}
      <p className="pw-error" role="alert">
        {errors.server}
      </p>
      <div className="irr-form-actions">
        <button type="submit" className="irr-button" data-primary="" disabled={busy} aria-busy={busy}>
          {busy ? t.submitting : t.submit}
        </button>
        <button type="button" className="irr-button" onClick={onRestart}>
          {t.restart}
        </button>
      </div>
    </form>
  );
}
