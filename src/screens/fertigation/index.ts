import type { GroupModule } from '../../router';
import { PlaceholderPage } from '../placeholder';
import { AreaScreen } from './area/area-screen';
import { PlaceScreen } from './place/place-screen';
import { ValveScreen } from './valve/valve-screen';
import { EquipScreen } from './equip';
import { EquipTypeScreen } from './equip-type';
import { RecordPage } from './record/record-page';
import { FeedbackPage } from './feedback/feedback-page';
import { TemplatePage } from './template/template-page';

/** The fertigation group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/fertigation/home': PlaceholderPage,
  '/fertigation/place': PlaceScreen,
  '/fertigation/area': AreaScreen,
  '/fertigation/valve': ValveScreen,
  '/fertigation/equip': EquipScreen,
  '/fertigation/equipType': EquipTypeScreen,
  '/fertigation/record': RecordPage,
  '/fertigation/feedback': FeedbackPage,
  '/fertigation/template': TemplatePage,
};
