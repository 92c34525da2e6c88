import { publicPageTexts as t } from '../../../i18n/zh-CN/public-pages';
import { PublicPage } from '../page/public-page';

/** /404: fallback for unknown paths. */
export function NotFoundScreen() {
  return (
    <PublicPage title={t.notFoundTitle} action={{ label: t.backHome, to: '/' }}>
      {t.notFoundBody}
    </PublicPage>
  );
}
