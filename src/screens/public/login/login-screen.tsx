import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { loginTexts } from '../../../i18n/zh-CN/login';
import { Link, useRouter } from '../../../router';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { CaptchaField } from './captcha-field';
import { FilingFooter } from './filing-footer';
import { loginSheet } from './login-styles';
import { redirectTarget } from './redirect-target';
import { failureMessage } from './failure-message';
import { typedValues } from './typed-values';
import { submitLogin } from './submit-login';
import { useCaptcha } from './use-captcha';
import { validateLogin, type LoginForm } from '../../../validation';

const emptyForm: LoginForm = { username: '', password: '', code: '' };

/** /login (spec section 2): username, password and captcha; Enter or the button submits. */
export function LoginScreen() {
  useStyles(loginSheet);
  const router = useRouter();
  const captcha = useCaptcha();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof LoginForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const formRef = useRef<HTMLFormElement>(null);
  // The page may have carried this form as HTML (the element's server-rendered shell), typed into
  // before the script arrived: hydration keeps those inputs and what they hold, but the state starts
  // empty and the next render would write it back. The state takes the typed values over first.
  useLayoutEffect(() => {
    const typed = typedValues(formRef.current);
    if (typed) setForm(typed);
  }, []);

  const login = useSubmit(submitLogin, {
    onDone: () => router.navigate(redirectTarget(router.history.location().query.redirect), { replace: true }),
    onFail: (err) => {
      setError(failureMessage(err));
      setForm((f) => ({ ...f, code: '' }));
      captcha.refresh();
    },
  });
  const busy = login.busy;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin(form);
    setError(invalid);
    if (!invalid) void login.run(form);
  };

  return (
    <div className="login" part="login">
      <main className="login-main">
        <h1 className="login-title">{loginTexts.title}</h1>
        <div className="login-card" part="login-card">
          <div className="login-tabs" role="tablist">
            <span className="login-tab" role="tab" id="login-tab" aria-selected="true" aria-controls="login-panel">
              {loginTexts.platformTab}
            </span>
          </div>
          <div role="tabpanel" id="login-panel" aria-labelledby="login-tab">
            {/* method "dialog" outside a dialog submits nowhere: a server-rendered copy of this form,
                submitted before the script takes it over, must not send it natively (a GET would put
                the password in the URL). The live form handles its submit event itself. */}
            <form id="login-form" ref={formRef} method="dialog" noValidate onSubmit={onSubmit}>
              <div className="login-field">
                <label className="login-label" htmlFor="login-username">
                  {loginTexts.username}
                </label>
                <input
                  id="login-username"
                  className="login-input"
                  name="username"
                  autoComplete="username"
                  maxLength={32}
                  placeholder={loginTexts.usernamePlaceholder}
                  value={form.username}
                  onChange={(e) => set('username')(e.currentTarget.value)}
                />
              </div>
              <div className="login-field">
                <label className="login-label" htmlFor="login-password">
                  {loginTexts.password}
                </label>
                <input
                  id="login-password"
                  className="login-input"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={loginTexts.passwordPlaceholder}
                  value={form.password}
                  onChange={(e) => set('password')(e.currentTarget.value)}
                />
              </div>
              <CaptchaField value={form.code} onChange={set('code')} captcha={captcha} />
              <div className="login-error" role="alert" aria-live="assertive">
                {error}
              </div>
              <button type="submit" className="login-submit" part="login-button" disabled={busy} aria-busy={busy}>
                {busy ? loginTexts.submitting : loginTexts.submit}
              </button>
              <div className="login-row-end login-find">
                <span />
                <Link className="login-link" to="/findPassword">
                  {loginTexts.findPassword}
                </Link>
              </div>
            </form>
          </div>
        </div>
      </main>
      <FilingFooter />
    </div>
  );
}
