import { areaList } from '@vant/area-data';
import type { CommonArea, Region } from '../../src/api/contract/schemas';

type Level = 'province' | 'city' | 'area';

interface RegionIndex {
  provinces: Region[];
  byCode: Map<string, { region: Region; level: Level }>;
  children: Map<string, Region[]>;
}

let index: RegionIndex | undefined;

function toRegion(code: string, name: string): Region {
  return { id: code, cd: code, name };
}

function buildIndex(): RegionIndex {
  const byCode = new Map<string, { region: Region; level: Level }>();
  const children = new Map<string, Region[]>();
  const addLevel = (list: Record<string, string>, level: Level, parentOf: (code: string) => string) => {
    const regions: Region[] = [];
    for (const code of Object.keys(list).sort()) {
      const region = toRegion(code, list[code] ?? '');
      byCode.set(code, { region, level });
      regions.push(region);
      if (level !== 'province') {
        const siblings = children.get(parentOf(code)) ?? [];
        siblings.push(region);
        children.set(parentOf(code), siblings);
      }
    }
    return regions;
  };
  const provinces = addLevel(areaList.province_list, 'province', () => '');
  addLevel(areaList.city_list, 'city', (code) => `${code.slice(0, 2)}0000`);
  addLevel(areaList.county_list, 'area', (code) => `${code.slice(0, 4)}00`);
  return { provinces, byCode, children };
}

function regions(): RegionIndex {
  index ??= buildIndex();
  return index;
}

/** 2 digits (province), 4 (city) or 6 to the 6-digit region code; anything else to undefined. */
export function padRegionCode(code: string): string | undefined {
  return /^\d{2}(\d{2}(\d{2})?)?$/.test(code) ? code.padEnd(6, '0') : undefined;
}

/** Short code of a location selection: 2 digits for a province, 4 for a city, 6 for an area. */
export function shortRegionCode(code: string): string | undefined {
  const padded = padRegionCode(code);
  if (padded === undefined) return undefined;
  const level = regions().byCode.get(padded)?.level;
  if (level === 'province') return padded.slice(0, 2);
  if (level === 'city') return padded.slice(0, 4);
  return level === 'area' ? padded : undefined;
}

export function listProvinces(): Region[] {
  return regions().provinces.map((r) => ({ ...r }));
}

/** Cities of a province, areas of a city; an area or unknown code has none. */
export function listChildren(code: string): Region[] {
  const padded = padRegionCode(code);
  if (padded === undefined) return [];
  return (regions().children.get(padded) ?? []).map((r) => ({ ...r }));
}

export function findRegion(code: string): Region | undefined {
  const padded = padRegionCode(code);
  const found = padded === undefined ? undefined : regions().byCode.get(padded);
  return found ? { ...found.region } : undefined;
}

export function toCommonArea(r: Region, parent: string): CommonArea {
  return { areaCode: r.cd, areaAbbname: r.name, areaParentId: parent };
}

/** Province, city and area of a 6-digit area (county) code. */
export function regionPath(areaCode: string): { province: Region; city: Region; area: Region } | undefined {
  const padded = padRegionCode(areaCode);
  const found = padded === undefined ? undefined : regions().byCode.get(padded);
  if (!padded || found?.level !== 'area') return undefined;
  const city = findRegion(`${padded.slice(0, 4)}00`);
  const province = findRegion(`${padded.slice(0, 2)}0000`);
  return city && province ? { province, city, area: { ...found.region } } : undefined;
}

export interface LocationSelection {
  province: string;
  provinceCode: string;
  city: string;
  cityCode: string;
  area: string;
  areaCode: string;
}

/** The spec's location selection of an area: names with 2/4/6-digit codes. */
export function locationSelection(areaCode: string): LocationSelection | undefined {
  const path = regionPath(areaCode);
  if (!path) return undefined;
  return {
    province: path.province.name,
    provinceCode: path.province.cd.slice(0, 2),
    city: path.city.name,
    cityCode: path.city.cd.slice(0, 4),
    area: path.area.name,
    areaCode: path.area.cd,
  };
}
