import type { RouteFn } from '../../http/route';
import { registerAreaRoutes } from './area-routes';
import { registerEquipRoutes } from './equip-routes';
import { registerEquipTypeRoutes } from './equip-type-routes';
import { registerFeedbackRoutes } from './feedback-routes';
import { registerHomeRoutes } from './home-routes';
import { registerImportRoutes } from './import/import-routes';
import { registerPlaceRoutes } from './place-routes';
import { registerRecordRoutes } from './record-routes';
import { registerTemplateRoutes } from './template-routes';
import { registerValveRoutes } from './valve-routes';

/** Every fertigation call of spec section 7 (contract: src/api/contract/fertigation). */
export function registerFertigationRoutes(route: RouteFn): void {
  registerHomeRoutes(route);
  registerPlaceRoutes(route);
  registerAreaRoutes(route);
  registerValveRoutes(route);
  registerEquipRoutes(route);
  registerEquipTypeRoutes(route);
  registerRecordRoutes(route);
  registerFeedbackRoutes(route);
  registerTemplateRoutes(route);
  registerImportRoutes(route);
}
