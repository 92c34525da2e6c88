import type { RouteFn } from '../../http/route';
import { registerFeedbackRoutes } from './feedback-routes';
import type { BusinessLine } from './line';
import { registerPlaceRoutes } from './place-routes';
import { registerRecordRoutes } from './record-routes';

export { lineEquip, type BusinessLine, type LineEquipRow } from './line';

/** A line's place, record and fault-feedback calls, served by the routes every line shares. */
export function registerBusinessLineRoutes(route: RouteFn, line: BusinessLine): void {
  registerPlaceRoutes(route, line);
  registerRecordRoutes(route, line);
  registerFeedbackRoutes(route, line);
}
