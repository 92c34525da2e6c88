import { useId, useState, type FormEvent } from 'react';
import { checkMessage, getMsgCode } from '../../../api/contract/system/password';
import { callApi } from '../../../api/transport';
import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import { useSubmit } from '../../../ui/submit';
import { failureMessage } from '../../public/login/failure-message';
import { useCountdown } from './use-countdown';

export interface MessageStepProps {
  maskedMobile: string;
  onChecked: () => void;
  onRestart: () => void;
}

const SMS_CODE = /^\d{6}$/;

/** Step 2: 获取短信验证码 (then a countdown of the server's resendAfter) and the 6-digit code -> checkMessage. */
export function MessageStep({ maskedMobile, onChecked, onRestart }: MessageStepProps) {
  const id = useId();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const showFailure = (err: unknown) => setError(failureMessage(err));
  const sending = useSubmit(() => callApi(getMsgCode, { t: String(Date.now()) }, { hideError: true }), {
    onDone: (sent) => {
      setSentTo(sent.maskedMobile);
      countdown.start(sent.resendAfter);
    },
    onFail: showFailure,
  });
  const checking = useSubmit((value: string) => callApi(checkMessage, { code: value }, { hideError: true }), {
    onDone: onChecked,
    onFail: showFailure,
  });
  const send = () => {
    if (sending.busy || countdown.left > 0) return;
    setError(null);
    void sending.run();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking.busy) return;
    const value = code.trim();
    const invalid = !value ? (sentTo ? t.msgCodeRequired : t.msgCodeFirst) : SMS_CODE.test(value) ? null : t.msgCodeFormat;
    setError(invalid);
    if (!invalid) void checking.run(value);
  };
  return (
    <form className="irr-form pw-form" noValidate onSubmit={submit} aria-label={t.steps[1]}>
      <p className="pw-note" role="status">
        {sentTo ? t.msgSent(sentTo) : t.sendingTo(maskedMobile)}
      </p>
      <div className="irr-field" data-required="">
        <label htmlFor={`${id}-code`}>{t.msgCode}</label>
        <div className="pw-sms">
          <input
            id={`${id}-code`}
            name="msgCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t.msgCodePlaceholder}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <button type="button" className="irr-button" data-action="send" disabled={sending.busy || countdown.left > 0} onClick={send}>
            {countdown.left > 0 ? t.resendIn(countdown.left) : t.getMsgCode}
          </button>
        </div>
      </div>
      <p className="pw-error" role="alert">
        {error}
      </p>
      <div className="irr-form-actions">
        <button type="submit" className="irr-button" data-primary="" disabled={checking.busy} aria-busy={checking.busy}>
          {t.next}
        </button>
        <button type="button" className="irr-button" onClick={onRestart}>
          {t.restart}
        </button>
      </div>
    </form>
  );
}
