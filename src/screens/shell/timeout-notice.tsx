import { shellTexts } from '../../i18n/zh-CN/shell';

/** Shown above the login page after the session timed out (spec section 2: 超时，请重新登录！). */
export function TimeoutNotice({ onDismiss }: { onDismiss(): void }) {
  return (
    <p className="timeout" role="alert" part="timeout">
      {shellTexts.timeout}{' '}
      <button type="button" onClick={onDismiss}>
        {shellTexts.dismiss}
      </button>
    </p>
  );
}
