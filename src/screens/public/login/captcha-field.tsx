import type { Captcha } from './use-captcha';
import { loginTexts } from '../../../i18n/zh-CN/login';

export interface CaptchaFieldProps {
  value: string;
  onChange(value: string): void;
  captcha: Captcha;
}

/** The code input with its image; the image and the 看不清换一张 link both fetch a new one. */
export function CaptchaField({ value, onChange, captcha }: CaptchaFieldProps) {
  return (
    <div className="login-field">
      <label className="login-label" htmlFor="login-code">
        {loginTexts.code}
      </label>
      <div className="login-captcha-row">
        <input
          id="login-code"
          className="login-input"
          name="code"
          autoComplete="off"
          maxLength={16}
          placeholder={loginTexts.codePlaceholder}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <button type="button" className="login-captcha" part="captcha" onClick={captcha.refresh} title={loginTexts.refreshCaptcha}>
          {captcha.failed ? (
            <span role="alert">{loginTexts.captchaLoadFailed}</span>
          ) : captcha.src ? (
            <img src={captcha.src} alt={loginTexts.captchaAlt} onError={captcha.fail} />
          ) : (
            <span>{loginTexts.captchaLoading}</span>
          )}
        </button>
      </div>
      <div className="login-row-end login-captcha-link">
        <span />
        <button type="button" className="login-link" onClick={captcha.refresh}>
          {loginTexts.refreshCaptcha}
        </button>
      </div>
    </div>
  );
}
