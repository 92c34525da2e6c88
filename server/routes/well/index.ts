import type { RouteFn } from '../../http/route';
import { registerBusinessLineRoutes } from '../business/index';
import { registerAlarmRuleRoutes } from './alarm-rule-routes';
import { registerDeviceLinkRoutes } from './device-link-routes';
import { registerWellParamRoutes } from './equip-param-routes';
import { registerWellEquipRoutes } from './equip-routes';
import { registerWellStatusRoutes } from './equip-status-routes';
import { registerHistoryReportRoutes } from './history-report-routes';
import { registerWellHistoryRoutes } from './history-routes';
import { registerBigScreenRoutes } from './big-screen-routes';
import { registerWellHomeRoutes } from './home-routes';
import { registerInspectionPlanRoutes } from './inspection-plan-routes';
import { registerInspectionTaskRoutes } from './inspection-task-routes';
import { wellLine } from './line';

/** The wells' places, records and faults: the routes shared with fertigation (server/routes/business). */
export function registerWellLineRoutes(route: RouteFn): void {
  registerBusinessLineRoutes(route, wellLine);
}

/** Every irrigationWell call but the notices (routes/notice-routes.ts); contract: src/api/contract/well. */
export function registerWellRoutes(route: RouteFn): void {
  registerWellLineRoutes(route);
  registerWellHomeRoutes(route);
  registerBigScreenRoutes(route);
  registerWellEquipRoutes(route);
  registerWellStatusRoutes(route);
  registerWellParamRoutes(route);
  registerInspectionPlanRoutes(route);
  registerInspectionTaskRoutes(route);
  registerAlarmRuleRoutes(route);
  registerDeviceLinkRoutes(route);
  registerWellHistoryRoutes(route);
  registerHistoryReportRoutes(route);
}
