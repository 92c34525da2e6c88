import { publicPageTexts as t } from '../../../i18n/zh-CN/public-pages';
import { PublicPage } from '../page/public-page';

/** /noInfo: the user has no menu or route data. */
export function NoInfoScreen() {
  return (
    <PublicPage title={t.noInfoTitle} action={{ label: t.backToLogin, to: '/login' }}>
      {t.noInfoBody}
    </PublicPage>
  );
}
