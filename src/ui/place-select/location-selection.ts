/** A place in the region tree as the forms store it (spec section 3): codes of 2, 4 and 6 digits. */
export interface LocationSelection {
  province: string;
  provinceCode: string;
  city: string;
  cityCode: string;
  area: string;
  areaCode: string;
}

/** 2 digits of a province, 4 of a city, 6 of an area, from a 6-digit padded region code. */
export function shortRegionCode(code: string, level: 'province' | 'city' | 'area'): string {
  const padded = code.padEnd(6, '0');
  return level === 'province' ? padded.slice(0, 2) : level === 'city' ? padded.slice(0, 4) : padded;
}
