import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import type { Captcha } from '../../public/login/use-captcha';

export interface CaptchaInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  captcha: Captcha;
}

/** The image captcha: input, image (a click fetches another) and the 看不清换一张 link. */
export function CaptchaInput({ id, value, onChange, captcha }: CaptchaInputProps) {
  return (
    <div className="pw-captcha">
      <input
        id={id}
        name="captcha"
        autoComplete="off"
        maxLength={16}
        placeholder={t.captchaPlaceholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <button type="button" className="pw-captcha-image" onClick={captcha.refresh} title={t.refreshCaptcha} aria-label={t.refreshCaptcha}>
        {captcha.failed ? (
          <span role="alert">{t.captchaLoadFailed}</span>
        ) : captcha.src ? (
          <img src={captcha.src} alt={t.captchaAlt} onError={captcha.fail} />
        ) : (
          <span>{t.captchaLoading}</span>
        )}
      </button>
      <button type="button" className="pw-link" onClick={captcha.refresh}>
        {t.refreshCaptcha}
      </button>
    </div>
  );
}
