import {
  PASSWORD_FORMATS,
  STATION_FORMATS,
  fieldLinkMessages,
  heartbeatProblem,
  isImei,
  type FieldTransport,
  type HeartbeatFormat,
} from '../api/contract/device/field-link';
import { isBlank } from './blank';

/** The rules of a well's 通信方式 (src/api/contract/device/field-link.ts), with the messages the server answers too. */
export const validateStation = (transport: FieldTransport) => (value: string) =>
  STATION_FORMATS[transport].pattern.test(value.trim()) ? null : fieldLinkMessages.station(transport);

/** Blank: none. */
export const validateFieldPassword = (transport: FieldTransport) => (value: string) =>
  isBlank(value) || PASSWORD_FORMATS[transport].pattern.test(value.trim()) ? null : fieldLinkMessages.password(transport);

export function validateImei(value: string): string | null {
  const v = value.trim();
  if (!/^\d{15}$/.test(v)) return fieldLinkMessages.imei;
  return isImei(v) ? null : fieldLinkMessages.imeiCheck;
}

export const validateHeartbeat = (transport: FieldTransport, format: HeartbeatFormat) => (value: string) =>
  heartbeatProblem(transport, format, value);
