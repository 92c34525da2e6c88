import { lazyPart } from '../../../ui/lazy/lazy-part';
import type { PublicScreenProps } from '../../shell/public-screens';

/**
 * /findPassword: its own chunk, fetched when the page is first opened, so the password flow
 * (shared with /system/password) stays out of the login page's first paint.
 */
export const FindPasswordScreen = lazyPart<PublicScreenProps>('public/findPassword', () =>
  import('./find-password-page').then((m) => m.FindPasswordPage),
);
