import { publicPageTexts as t } from '../../../i18n/zh-CN/public-pages';
import { PublicPage } from '../page/public-page';

/** /findPassword: present now; the flow (bind/changePassword) arrives with the system issue. */
export function FindPasswordScreen() {
  return <PublicPage title={t.findPasswordTitle} action={{ label: t.backToLogin, to: '/login' }}>{t.findPasswordBody}</PublicPage>;
}
