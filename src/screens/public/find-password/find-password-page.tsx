import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import { Link } from '../../../router';
import { useStyles } from '../../../ui/styles/use-styles';
import { PasswordFlow } from '../../system/password/password-flow';
import { FilingFooter } from '../login/filing-footer';
import { loginSheet } from '../login/login-styles';
import { findPasswordStyles } from './find-password.styles';

/** The public recovery: no login; the flow runs in an anonymous session from login/getSessionId. */
export function FindPasswordPage() {
  useStyles(loginSheet, findPasswordStyles);
  return (
    <div className="login" part="find-password">
      <main className="login-main">
        <h1 className="login-title">{t.findTitle}</h1>
        <div className="login-card find-password-card">
          <PasswordFlow
            anonymous
            done={
              <>
                <h2>{t.recovered}</h2>
                <p>{t.recoveredBody}</p>
                <Link className="irr-button" data-primary="" to="/login">
                  {t.backToLogin}
                </Link>
              </>
            }
          />
          <div className="login-row-end login-find">
            <span />
            <Link className="login-link" to="/login">
              {t.backToLogin}
            </Link>
          </div>
        </div>
      </main>
      <FilingFooter />
    </div>
  );
}
