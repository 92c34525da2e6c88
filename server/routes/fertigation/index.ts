import type { RouteFn } from '../../http/route';
import { registerBusinessLineRoutes } from '../business/index';
import { registerAreaRoutes } from './area-routes';
import { registerEquipRoutes } from './equip-routes';
import { registerEquipTypeRoutes } from './equip-type-routes';
import { registerHomeRoutes } from './home-routes';
import { registerImportRoutes } from './import/import-routes';
import { fertigationLine } from './line';
import { registerTemplateRoutes } from './template-routes';
import { registerValveRoutes } from './valve-routes';

/** Every fertigation call of spec section 7 (contract: src/api/contract/fertigation). */
export function registerFertigationRoutes(route: RouteFn): void {
  registerHomeRoutes(route);
  // Places, records and faults: the routes shared with the well line (server/routes/business).
  registerBusinessLineRoutes(route, fertigationLine);
  registerAreaRoutes(route);
  registerValveRoutes(route);
  registerEquipRoutes(route);
  registerEquipTypeRoutes(route);
  registerTemplateRoutes(route);
  registerImportRoutes(route);
}
