import type { GroupModule } from '../../router';
import { PlaceholderPage } from '../placeholder';

/** The fertigation group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/fertigation/home': PlaceholderPage,
  '/fertigation/place': PlaceholderPage,
  '/fertigation/area': PlaceholderPage,
  '/fertigation/valve': PlaceholderPage,
  '/fertigation/equip': PlaceholderPage,
  '/fertigation/equipType': PlaceholderPage,
  '/fertigation/record': PlaceholderPage,
  '/fertigation/feedback': PlaceholderPage,
  '/fertigation/template': PlaceholderPage,
};
