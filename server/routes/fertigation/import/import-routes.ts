import type { RouteFn } from '../../../http/route';
import { registerEquipImport } from './equip-import';
import { registerValveImport } from './valve-import';

/** The CSV imports of valves and machines (contract: src/api/contract/fertigation/import.ts). */
export function registerImportRoutes(route: RouteFn): void {
  registerValveImport(route);
  registerEquipImport(route);
}
