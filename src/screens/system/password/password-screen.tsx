import { passwordTexts as t } from '../../../i18n/zh-CN/system-password';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { PasswordFlow } from './password-flow';

/** /system/password: the logged-in user changes their own password; the mobile is theirs and read-only. */
export function PasswordScreen({ title }: ScreenProps) {
  const user = useSession((s) => s.user);
  if (!user) return null;
  const mobile = user.mobile;
  return (
    <section className="pw-page" aria-label={title || t.changeTitle}>
      {mobile ? (
        <PasswordFlow
          ownMobile={mobile}
          done={
            <>
              <h2>{t.changed}</h2>
              <p>{t.changedOthersOut}</p>
            </>
          }
        />
      ) : (
        <p role="alert">{t.noOwnMobile}</p>
      )}
    </section>
  );
}
