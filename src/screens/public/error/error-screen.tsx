import { httpStatusMessages } from '../../../i18n/zh-CN/errors';
import { publicPageTexts as t } from '../../../i18n/zh-CN/public-pages';
import { PublicPage } from '../page/public-page';

export interface ErrorScreenProps {
  /** The HTTP status from the path `/error/{status}`. */
  status: string;
}

/** /error/{status}: a request failed with that HTTP status (spec section 8). */
export function ErrorScreen({ status }: ErrorScreenProps) {
  const message = httpStatusMessages[Number(status)] ?? t.errorFallback;
  return (
    <PublicPage title={t.errorTitle(status)} action={{ label: t.backHome, to: '/' }}>
      {message}
    </PublicPage>
  );
}
