/** The public screens of spec section 2, by route name, for the console to register with the router's view. */
import type { PublicScreens } from '../shell/public-screens';
import { ErrorScreen } from './error/error-screen';
import { FindPasswordScreen } from './find-password/find-password-screen';
import { LoginScreen } from './login/login-screen';
import { NoInfoScreen } from './no-info/no-info-screen';
import { NotFoundScreen } from './not-found/not-found-screen';
import { ViewUpdateScreen } from './view-update/view-update-screen';

export const publicScreens: Required<PublicScreens> = {
  login: LoginScreen,
  noInfo: NoInfoScreen,
  findPassword: FindPasswordScreen,
  viewUpdatePage: ViewUpdateScreen,
  error: ({ params }) => <ErrorScreen status={params.status ?? ''} />,
  notFound: NotFoundScreen,
};

export { LoginScreen, NoInfoScreen, FindPasswordScreen, ViewUpdateScreen, ErrorScreen, NotFoundScreen };
