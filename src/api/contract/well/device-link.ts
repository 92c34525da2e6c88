import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import {
  DEVICE_TRANSPORTS,
  HEARTBEAT_FORMATS,
  PASSWORD_FORMATS,
  REGISTRATION_KINDS,
  STATION_FORMATS,
  fieldLinkMessages as m,
  heartbeatProblem,
  isImei,
  type FieldTransport,
} from '../device/field-link';
import { id } from '../fields';
import { wellPermissions } from './permissions';

/** A protocol's profile as the codec names it: its own layout or a vendor's variant. */
export const fieldProfile = z.object({ transport: z.enum(DEVICE_TRANSPORTS), id: z.string(), label: z.string() });
export type FieldProfileRow = z.infer<typeof fieldProfile>;

const heartbeat = z.object({ format: z.enum(HEARTBEAT_FORMATS), value: z.string() });

/** A well's device as the detail's 通信方式 shows it. */
export const deviceLink = z.object({
  transport: z.enum(DEVICE_TRANSPORTS),
  /** The protocol's fields; null for MQTT. */
  profile: z.nullable(z.string()),
  station: z.nullable(z.string()),
  /** The protocol's password (PASSWORD_FORMATS); null: none. */
  password: z.nullable(z.string()),
  registration: z.nullable(
    z.object({
      kind: z.enum(REGISTRATION_KINDS),
      /** kind imei: the DTU's IMEI. */
      imei: z.nullable(z.string()),
      /** kind string: when the registration string was made (null: not yet; the string itself is shown once). */
      madeTime: z.nullable(z.string()),
    }),
  ),
  heartbeat: z.nullable(heartbeat),
  /** Every protocol's profiles, for the form's choices. */
  profiles: z.array(fieldProfile),
});
export type DeviceLink = z.infer<typeof deviceLink>;

const stationOf = (transport: FieldTransport) => z.string().check(z.regex(STATION_FORMATS[transport].pattern, m.station(transport)));

const registration = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('string') }),
  z.strictObject({
    kind: z.literal('imei'),
    imei: z.string().check(
      z.regex(/^\d{15}$/, m.imei),
      z.refine((v) => isImei(v), m.imeiCheck),
    ),
  }),
  z.strictObject({ kind: z.literal('frame') }),
]);

const fieldLinkOf = <T extends FieldTransport>(transport: T) =>
  z.strictObject({
    id,
    transport: z.literal(transport),
    profile: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, m.profile)),
    station: stationOf(transport),
    password: z.nullable(z.string().check(z.regex(PASSWORD_FORMATS[transport].pattern, m.password(transport)))),
    registration,
    heartbeat: z.nullable(
      z.strictObject({ format: z.enum(HEARTBEAT_FORMATS), value: z.string() }).check(
        z.superRefine((h, ctx) => {
          const problem = heartbeatProblem(transport, h.format, h.value);
          if (problem) ctx.issues.push({ code: 'custom', message: problem, input: h.value, path: ['value'] });
        }),
      ),
    ),
  });

/** POST irrigationWell/equip/deviceLink: how a well's device reaches the server (never a secret). */
export const findDeviceLink = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/deviceLink',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.well.view },
  request: z.strictObject({ id }),
  response: deviceLink,
});

/**
 * POST irrigationWell/equip/saveDeviceLink: a well's transport and, for a protocol, its profile,
 * station, password, registration and heartbeat. The device's open connections are closed (it
 * connects again under the new settings); leaving MQTT voids the MQTT secret.
 */
export const saveDeviceLink = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/saveDeviceLink',
  mode: 'json',
  access: { permission: wellPermissions.well.edit },
  request: z.discriminatedUnion('transport', [
    z.strictObject({ id, transport: z.literal('mqtt') }),
    fieldLinkOf('szy206'),
    fieldLinkOf('sl651'),
  ]),
  response: deviceLink,
});

/**
 * POST irrigationWell/equip/newRegistration: a new registration string for a well whose device
 * registers by string; in this answer only (the server keeps its hash). The old one stops working.
 */
export const newRegistration = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/newRegistration',
  mode: 'json',
  access: { permission: wellPermissions.well.edit },
  request: z.strictObject({ id }),
  response: z.object({ registration: z.string(), madeTime: z.string() }),
});
