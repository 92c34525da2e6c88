import type { GroupModule } from '../../router';
import { PlaceholderPage } from '../placeholder';

/** The system group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/system/user': PlaceholderPage,
  '/system/role': PlaceholderPage,
  '/system/param': PlaceholderPage,
  '/system/password': PlaceholderPage,
  '/system/loginLog': PlaceholderPage,
  '/system/operLog': PlaceholderPage,
};
