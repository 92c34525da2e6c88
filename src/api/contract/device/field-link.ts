/**
 * How a well's device reaches the server (server/docs/field-gateway.md): MQTT through the 4G module
 * this project programs, or a water-resources protocol (SZY206-2016, SL 651-2014) through a DTU
 * that connects to the TCP gateway. The rules of a device's settings, shared by the well's detail
 * and the server.
 */

export const DEVICE_TRANSPORTS = ['mqtt', 'szy206', 'sl651'] as const;
export type DeviceTransport = (typeof DEVICE_TRANSPORTS)[number];
export type FieldTransport = Exclude<DeviceTransport, 'mqtt'>;

export const DEVICE_TRANSPORT_LABELS: Readonly<Record<DeviceTransport, string>> = {
  mqtt: 'MQTT（4G模块）',
  szy206: 'SZY206-2016 水资源监测（DTU）',
  sl651: 'SL 651-2014 水文监测（DTU）',
};

/** A transport's short name, as the monitor's column 通信方式 shows it. */
export const TRANSPORT_SHORT_NAMES: Readonly<Record<DeviceTransport, string>> = { mqtt: 'MQTT', szy206: 'SZY206', sl651: 'SL651' };

/**
 * How a DTU names itself on a new connection: a registration string the console made, its IMEI,
 * or the protocol's own first frame (the station's address in it).
 */
export const REGISTRATION_KINDS = ['string', 'imei', 'frame'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const REGISTRATION_KIND_LABELS: Readonly<Record<RegistrationKind, string>> = {
  string: '注册包（平台生成）',
  imei: 'DTU的IMEI',
  frame: '协议首帧（站点地址）',
};

/** A registration string the console makes: `IRR` and 24 hex digits (96 random bits), as a DTU sends it. */
export const REGISTRATION_STRING = /^IRR[0-9A-F]{24}$/;
export const REGISTRATION_STRING_LENGTH = 27;

export const HEARTBEAT_FORMATS = ['text', 'hex'] as const;
export type HeartbeatFormat = (typeof HEARTBEAT_FORMATS)[number];
export const HEARTBEAT_FORMAT_LABELS: Readonly<Record<HeartbeatFormat, string>> = { text: '文本', hex: '十六进制' };
/** A DTU's heartbeat packet is at most this many bytes. */
export const HEARTBEAT_MAX_BYTES = 32;

/** The first byte of every frame of a protocol: a heartbeat packet may not begin with it (it would eat a frame's start). */
export const FRAME_START_BYTE: Readonly<Record<FieldTransport, number>> = { szy206: 0x68, sl651: 0x7e };

/** A station's address as the protocol's codec writes it. */
export const STATION_FORMATS: Readonly<Record<FieldTransport, { pattern: RegExp; message: string }>> = {
  szy206: { pattern: /^\d{6}:\d{5}$/, message: '站点地址为6位行政区划码、冒号和5位测站编号，如 530102:00123' },
  sl651: { pattern: /^[0-9A-Fa-f]{10}$/, message: '站点地址为10位十六进制数，如 0012345678' },
};

/**
 * The protocols' password field, 2 bytes: SZY206 writes it as 4 decimal digits on the centre's
 * commands (the terminal checks it; its frames carry none), SL 651 as 4 hex digits in every frame.
 */
export const PASSWORD_FORMATS: Readonly<Record<FieldTransport, { pattern: RegExp; message: string }>> = {
  szy206: { pattern: /^\d{4}$/, message: '密码为4位数字，如 1234' },
  sl651: { pattern: /^[0-9A-Fa-f]{4}$/, message: '密码为4位十六进制数，如 12AB' },
};

export const fieldLinkMessages = {
  station: (transport: FieldTransport) => STATION_FORMATS[transport].message,
  password: (transport: FieldTransport) => PASSWORD_FORMATS[transport].message,
  imei: 'IMEI为15位数字',
  imeiCheck: 'IMEI的校验位不正确，请核对',
  heartbeatText: `文本心跳包为1到${HEARTBEAT_MAX_BYTES}个可见字符（英文、数字、符号）`,
  heartbeatHex: `十六进制心跳包为1到${HEARTBEAT_MAX_BYTES}个字节，如 FE 或 41 42`,
  heartbeatStart: (transport: FieldTransport) =>
    `心跳包不能以协议帧的起始字节 ${FRAME_START_BYTE[transport].toString(16).toUpperCase()} 开头`,
  profile: '请选择设备协议的配置',
} as const;

/** 15 digits whose last is the Luhn check digit of the first 14 (as every IMEI). */
export function isImei(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(value[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const TEXT_HEARTBEAT = new RegExp(`^[\\x20-\\x7e]{1,${HEARTBEAT_MAX_BYTES}}$`);
const HEX_HEARTBEAT = new RegExp(`^(?:[0-9A-Fa-f]{2} ?){1,${HEARTBEAT_MAX_BYTES}}$`);

/** A heartbeat packet's bytes as upper-case hex, or null when the value is not one of its format. */
export function heartbeatHex(format: HeartbeatFormat, value: string): string | null {
  if (format === 'text') {
    if (!TEXT_HEARTBEAT.test(value)) return null;
    return [...value]
      .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  }
  const trimmed = value.trim();
  return HEX_HEARTBEAT.test(trimmed) ? trimmed.replace(/ /g, '').toUpperCase() : null;
}

/** The heartbeat's message for a protocol, or null when it is a packet the gateway can strip. */
export function heartbeatProblem(transport: FieldTransport, format: HeartbeatFormat, value: string): string | null {
  const hex = heartbeatHex(format, value);
  if (hex === null) return format === 'text' ? fieldLinkMessages.heartbeatText : fieldLinkMessages.heartbeatHex;
  if (parseInt(hex.slice(0, 2), 16) === FRAME_START_BYTE[transport]) return fieldLinkMessages.heartbeatStart(transport);
  return null;
}
