import { useState, type ReactNode } from 'react';
import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import { formStyles } from '../../../ui/form/form.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { MessageStep } from './message-step';
import { passwordFlowStyles } from './password-flow.styles';
import { PasswordStep } from './password-step';
import { PhoneStep } from './phone-step';

export interface PasswordFlowProps {
  /** The logged-in user's mobile (read-only); undefined for the public recovery, where it is typed. */
  ownMobile?: string;
  /** Each captcha opens a new session from login/getSessionId (the public /findPassword). @default false */
  anonymous?: boolean;
  /** Shown once the password changed. */
  done: ReactNode;
}

type Step =
  { name: 'phone' } | { name: 'message'; mobile: string; maskedMobile: string } | { name: 'password'; mobile: string } | { name: 'done' };

/**
 * The bind/changePassword flow of both password screens: mobile and image captcha, SMS code, new
 * password. Each step's call needs the one before it in the same session (the server keeps the
 * step); 重新验证 starts again from a fresh captcha.
 */
export function PasswordFlow({ ownMobile, anonymous = false, done }: PasswordFlowProps) {
  useStyles(formStyles, passwordFlowStyles);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [round, setRound] = useState(0);
  const restart = () => {
    setRound((n) => n + 1);
    setStep({ name: 'phone' });
  };
  const index = { phone: 0, message: 1, password: 2, done: 3 }[step.name];
  return (
    <div className="pw-flow" part="password-flow">
      <ol className="pw-steps" aria-label={t.stepOf(Math.min(index + 1, 3), 3)}>
        {t.steps.map((name, i) => (
          <li key={name} aria-current={i === index ? 'step' : undefined} data-done={i < index ? '' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      {step.name === 'phone' && (
        <PhoneStep
          key={round}
          ownMobile={ownMobile}
          anonymous={anonymous}
          onVerified={(mobile, maskedMobile) => setStep({ name: 'message', mobile, maskedMobile })}
        />
      )}
      {step.name === 'message' && (
        <MessageStep
          maskedMobile={step.maskedMobile}
          onRestart={restart}
          onChecked={() => setStep({ name: 'password', mobile: step.mobile })}
        />
      )}
      {step.name === 'password' && <PasswordStep mobile={step.mobile} onRestart={restart} onChanged={() => setStep({ name: 'done' })} />}
      {step.name === 'done' && (
        <div className="pw-done" role="status">
          {done}
        </div>
      )}
    </div>
  );
}
