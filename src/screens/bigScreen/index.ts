import type { GroupModule } from '../../router';
import { PlaceholderPage } from '../placeholder';

/** The bigScreen group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/bigScreen/home': PlaceholderPage,
};
