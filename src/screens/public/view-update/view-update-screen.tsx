import { publicPageTexts as t } from '../../../i18n/zh-CN/public-pages';
import { PublicPage } from '../page/public-page';

/** /viewUpdatePage: a public page whose content the spec does not show; it announces an update. */
export function ViewUpdateScreen() {
  return (
    <PublicPage title={t.viewUpdateTitle} action={{ label: t.backHome, to: '/' }}>
      {t.viewUpdateBody}
    </PublicPage>
  );
}
