import type { RouteFn } from '../../http/route';
import { registerBillRoutes } from './bill-routes';
import { registerCardRoutes } from './card-routes';
import { registerFarmerRoutes } from './farmer-routes';
import { registerFundRoutes } from './fund-routes';
import { registerReconcileRoutes } from './reconcile-routes';
import { registerReportRoutes } from './report-routes';
import { registerServiceRoutes } from './service-routes';
import { registerSettlementRoutes } from './settlement-routes';

/** The money calls (contract: src/api/contract/money; rules: server/money, server/docs/money.md). */
export function registerMoneyRoutes(route: RouteFn): void {
  registerCardRoutes(route);
  registerBillRoutes(route);
  registerFundRoutes(route);
  registerFarmerRoutes(route);
  registerSettlementRoutes(route);
  registerServiceRoutes(route);
  registerReportRoutes(route);
  registerReconcileRoutes(route);
}
