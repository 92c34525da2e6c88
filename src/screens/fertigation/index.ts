import type { GroupModule } from '../../router';
import { lazyPart } from '../../ui/lazy';
import { FertigationHomePage } from './home';

/**
 * The fertigation group's screens by route path (this module is the group's lazily loaded chunk).
 * The landing page (home, first in the menu) comes with the group; every other screen is its own
 * chunk, loaded when its tab first opens, so that opening the group stays within the initial-load
 * budget (`npm run bench` prints each route's bytes).
 */
export const screens: GroupModule['screens'] = {
  '/fertigation/home': FertigationHomePage,
  '/fertigation/place': lazyPart('fertigation/place', () => import('./place/place-screen').then((m) => m.PlaceScreen)),
  '/fertigation/area': lazyPart('fertigation/area', () => import('./area/area-screen').then((m) => m.AreaScreen)),
  '/fertigation/valve': lazyPart('fertigation/valve', () => import('./valve/valve-screen').then((m) => m.ValveScreen)),
  '/fertigation/equip': lazyPart('fertigation/equip', () => import('./equip').then((m) => m.EquipScreen)),
  '/fertigation/equipType': lazyPart('fertigation/equipType', () => import('./equip-type').then((m) => m.EquipTypeScreen)),
  '/fertigation/record': lazyPart('fertigation/record', () => import('./record/record-page').then((m) => m.RecordPage)),
  '/fertigation/feedback': lazyPart('fertigation/feedback', () => import('./feedback/feedback-page').then((m) => m.FeedbackPage)),
  '/fertigation/template': lazyPart('fertigation/template', () => import('./template/template-page').then((m) => m.TemplatePage)),
};
