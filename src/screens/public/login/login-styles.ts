import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

/** Login page styles; colours come from inherited `--irr-*` properties so a portal can theme them. */
export const loginSheet = css`
  .login {
    box-sizing: border-box;
    min-height: 100vh;
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: 24px 16px 0;
    background: var(--irr-login-background, linear-gradient(160deg, #e8f5ee 0%, #d6ebf7 100%));
    color: ${tokens.text};
    font: 14px/1.5 ${tokens.font};
  }
  .login-main {
    flex: 1;
    width: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
  }
  .login-title {
    margin: 0 0 24px;
    font-size: 28px;
    font-weight: 600;
    letter-spacing: 2px;
    color: ${tokens.text};
    text-align: center;
  }
  .login-card {
    box-sizing: border-box;
    width: 100%;
    max-width: 400px;
    padding: 0 32px 28px;
    background: ${tokens.surface};
    border-radius: ${tokens.radius};
    box-shadow: 0 8px 24px rgb(0 0 0 / 8%);
  }
  .login-tabs { display: flex; border-bottom: 1px solid ${tokens.border}; margin-bottom: 24px; }
  .login-tab {
    padding: 14px 0 10px;
    font-size: 16px;
    color: ${tokens.primary};
    border-bottom: 2px solid ${tokens.primary};
    margin-bottom: -1px;
  }
  .login-field { display: block; margin-bottom: 18px; }
  .login-label { display: block; margin-bottom: 6px; font-size: 13px; color: ${tokens.textMuted}; }
  .login-input {
    box-sizing: border-box;
    width: 100%;
    height: 40px;
    padding: 0 12px;
    border: 1px solid ${tokens.border};
    border-radius: 4px;
    font: inherit;
    color: inherit;
    background: #fff;
  }
  .login-input:focus { outline: 2px solid ${tokens.primary}; outline-offset: -1px; }
  .login-captcha-row { display: flex; gap: 8px; align-items: center; }
  .login-captcha-row .login-input { flex: 1; min-width: 0; }
  .login-captcha {
    flex: none;
    width: 110px;
    height: 40px;
    padding: 0;
    border: 1px solid ${tokens.border};
    border-radius: 4px;
    background: #f5f7fa;
    cursor: pointer;
    font: inherit;
    font-size: 12px;
    color: ${tokens.textMuted};
    overflow: hidden;
  }
  .login-captcha img { display: block; width: 100%; height: 100%; object-fit: cover; }
  .login-row-end { display: flex; justify-content: space-between; margin: -8px 0 18px; font-size: 13px; }
  .login-captcha-link { margin: 6px 0 0; }
  .login-find { margin: 14px 0 0; }
  .login-link {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${tokens.primary};
    cursor: pointer;
    text-decoration: none;
  }
  .login-link:hover { text-decoration: underline; }
  .login-error { min-height: 20px; margin: -6px 0 10px; font-size: 13px; color: ${tokens.danger}; }
  .login-submit {
    width: 100%;
    height: 42px;
    border: 0;
    border-radius: 4px;
    background: ${tokens.primary};
    color: #fff;
    font: inherit;
    font-size: 16px;
    letter-spacing: 4px;
    cursor: pointer;
  }
  .login-submit[disabled] { opacity: 0.7; cursor: progress; }
  .login-footer {
    padding: 32px 0 16px;
    font-size: 12px;
    color: ${tokens.textMuted};
    text-align: center;
  }
  .login-footer a { color: inherit; text-decoration: none; margin: 0 8px; }
  .login-footer a:hover { text-decoration: underline; }
`;
