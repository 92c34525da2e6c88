import type { GroupModule } from '../../router';
import { WidgetGallery } from './widget-gallery';

/** The devModule group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/devModule/index': WidgetGallery,
};
