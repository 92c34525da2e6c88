import type { GroupModule } from '../../router';
import { PlaceholderPage } from '../placeholder';

/** The agriculturalWell group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/agriculturalWell/home': PlaceholderPage,
  '/agriculturalWell/well': PlaceholderPage,
  '/agriculturalWell/place': PlaceholderPage,
  '/agriculturalWell/record': PlaceholderPage,
  '/agriculturalWell/feedback': PlaceholderPage,
  '/agriculturalWell/card': PlaceholderPage,
  '/agriculturalWell/bill': PlaceholderPage,
  '/agriculturalWell/fund': PlaceholderPage,
  '/agriculturalWell/settlement': PlaceholderPage,
  '/agriculturalWell/report': PlaceholderPage,
  '/agriculturalWell/monitor': PlaceholderPage,
  '/agriculturalWell/inspection': PlaceholderPage,
  '/agriculturalWell/notice': PlaceholderPage,
};
