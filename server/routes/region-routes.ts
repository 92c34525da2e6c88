import { regionCalls } from '../../src/api/contract';
import { listChildren, listProvinces, padRegionCode, toCommonArea } from '../region/region-data';
import type { RouteFn } from '../http/route';

const PROVINCE_PARENT = '0';

function childAreas(parent: string) {
  const padded = padRegionCode(parent) ?? parent;
  return listChildren(padded).map((r) => toCommonArea(r, padded));
}

export function registerRegionRoutes(route: RouteFn): void {
  route(regionCalls.findRegion, async (input) => (input.id === undefined ? listProvinces() : listChildren(input.id)));
  const provinces = async () => listProvinces().map((r) => toCommonArea(r, PROVINCE_PARENT));
  route(regionCalls.findProvinceList, provinces);
  route(regionCalls.getProvince, provinces);
  route(regionCalls.findCityList, async (input) => childAreas(input.areaParentId));
  route(regionCalls.findAreaList, async (input) => childAreas(input.areaParentId));
  route(regionCalls.getCity, async (input) => childAreas(input.areaParentId));
  route(regionCalls.getArea, async (input) => childAreas(input.areaParentId));
}
