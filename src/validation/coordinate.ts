import { wellValidationTexts as t } from '../i18n/zh-CN/validation-well';
import { validateBoundedDecimal } from './bounded-decimal';

const RULES = {
  longitude: { min: -180, max: 180, decimals: 6 },
  latitude: { min: -90, max: 90, decimals: 6 },
} as const;

/** An optional WGS-84 coordinate: empty (not surveyed) or a decimal within its bounds with at most 6 decimals. */
export function validateCoordinate(kind: 'longitude' | 'latitude', value: string): string | null {
  return value.trim() === '' ? null : validateBoundedDecimal(t[kind], RULES[kind], value);
}

/** A well is surveyed (both coordinates) or not (neither): the message when only one is given. */
export function validateCoordinatePair(longitude: string, latitude: string): string | null {
  return (longitude.trim() === '') === (latitude.trim() === '') ? null : t.coordinatesPair;
}
