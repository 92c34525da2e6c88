import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

/** The password flow's own pieces; fields and buttons come from the form styles. */
export const passwordFlowStyles = css`
  .pw-flow { max-width: 560px; }
  .pw-steps { display: flex; gap: 8px; margin: 0 0 24px; padding: 0; list-style: none; counter-reset: pw; }
  .pw-steps li {
    flex: 1; padding: 6px 8px; border-bottom: 2px solid ${tokens.border}; color: ${tokens.textMuted}; counter-increment: pw;
  }
  .pw-steps li::before { content: counter(pw) '. '; }
  .pw-steps li[aria-current='step'] { color: ${tokens.primary}; border-color: ${tokens.primary}; }
  .pw-steps li[data-done] { color: ${tokens.text}; border-color: ${tokens.primary}; }
  .pw-form input[readonly] { background: ${tokens.bg}; }
  .pw-hint, .pw-note { margin: 0; font-size: 12px; color: ${tokens.textMuted}; }
  .pw-hint { grid-column: 2; }
  .pw-note { margin: 0 0 18px 132px; }
  .pw-captcha, .pw-sms { display: flex; gap: 8px; align-items: center; }
  .pw-captcha input, .pw-sms input { flex: 1; }
  .pw-sms .irr-button { flex: none; min-width: 132px; }
  .pw-captcha-image {
    flex: none; width: 110px; height: 32px; padding: 0; overflow: hidden; cursor: pointer; font: inherit; font-size: 12px;
    color: ${tokens.textMuted}; background: ${tokens.bg}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .pw-captcha-image img { display: block; width: 100%; height: 100%; object-fit: cover; }
  .pw-link { flex: none; padding: 0; border: 0; background: none; font: inherit; font-size: 12px; color: ${tokens.primary}; cursor: pointer; }
  .pw-error { min-height: 20px; margin: -8px 0 10px 132px; font-size: 13px; color: ${tokens.danger}; }
  .pw-done { padding: 24px 0; text-align: center; }
  .pw-done h2 { margin: 0 0 8px; font-size: 20px; color: ${tokens.primary}; }
  .pw-done p { margin: 0 0 16px; color: ${tokens.textMuted}; }
`;
