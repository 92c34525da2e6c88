import { useId, useState, type FormEvent } from 'react';
import { verifyPhone } from '../../../api/contract/system/password';
import { callApi } from '../../../api/transport';
import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import { useSubmit } from '../../../ui/submit';
import { validationTexts } from '../../../i18n/zh-CN/validation';
import { validateMobileOrAccount } from '../../../validation/mobile';
import { failureMessage } from '../../public/login/failure-message';
import { CaptchaInput } from './captcha-input';
import { captcha as captchaCall } from '../../../api/contract/system/password';
import { useCaptcha } from '../../public/login/use-captcha';

export interface PhoneStepProps {
  /** The logged-in user's own mobile, shown read-only; undefined lets the user type one (recovery). */
  ownMobile?: string;
  /** Opens a new anonymous session for each captcha (recovery). */
  anonymous: boolean;
  onVerified: (mobile: string, maskedMobile: string) => void;
}

/** Step 1: the mobile and the image captcha -> verifyPhone. A failure shows the message and a new image. */
export function PhoneStep({ ownMobile, anonymous, onVerified }: PhoneStepProps) {
  const id = useId();
  const captcha = useCaptcha(captchaCall, anonymous);
  const [mobile, setMobile] = useState(ownMobile ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useSubmit(
    (input: { mobile: string; code: string }) => callApi(verifyPhone, { ...input, userType: 'merchant' }, { hideError: true }),
    {
      onDone: ({ maskedMobile }, input) => onVerified(input.mobile, maskedMobile),
      onFail: (err) => {
        setError(failureMessage(err));
        setCode('');
        captcha.refresh();
      },
    },
  );
  const busy = verify.busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateMobileOrAccount(mobile) ?? (code.trim() ? null : validationTexts.loginEmptyCode);
    setError(invalid);
    if (!invalid) void verify.run({ mobile: mobile.trim(), code: code.trim() });
  };
  return (
    <form className="irr-form pw-form" noValidate onSubmit={submit} aria-label={t.steps[0]}>
      <div className="irr-field" data-required="">
        <label htmlFor={`${id}-mobile`}>{t.mobile}</label>
        <input
          id={`${id}-mobile`}
          name="mobile"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder={t.mobilePlaceholder}
          value={mobile}
          readOnly={ownMobile !== undefined}
          aria-describedby={ownMobile !== undefined ? `${id}-hint` : undefined}
          onChange={(e) => setMobile(e.currentTarget.value)}
        />
        {ownMobile !== undefined && (
          <p id={`${id}-hint`} className="pw-hint">
            {t.ownMobileHint}
          </p>
        )}
      </div>
      <div className="irr-field" data-required="">
        <label htmlFor={`${id}-captcha`}>{t.captcha}</label>
        <CaptchaInput id={`${id}-captcha`} value={code} onChange={setCode} captcha={captcha} />
      </div>
      <p className="pw-error" role="alert">
        {error}
      </p>
      <div className="irr-form-actions">
        <button type="submit" className="irr-button" data-primary="" disabled={busy} aria-busy={busy}>
          {t.next}
        </button>
      </div>
    </form>
  );
}
