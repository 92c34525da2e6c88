import type { Selectable } from 'kysely';
import { wellDeviceLinkCalls as calls } from '../../../src/api/contract';
import { heartbeatHex } from '../../../src/api/contract/device/field-link';
import type { DeviceLink } from '../../../src/api/contract/well/device-link';
import type { Db } from '../../db/connect';
import type { DeviceTable } from '../../db/schema';
import { hashSecret, newSecret, wellUsername } from '../../devices/credentials';
import { fieldProfileOf, fieldProfiles } from '../../devices/field/field-codecs';
import { newRegistrationString, registrationKey } from '../../devices/field/registration-strings';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates } from '../business/write-refusals';
import { wellMessages } from './well-messages';

type Device = Selectable<DeviceTable>;

/** The heartbeat as the console shows it: its text when it was written as text, else its hex digits in pairs. */
function heartbeatOf(d: Device): DeviceLink['heartbeat'] {
  if (d.heartbeat_hex === null || d.heartbeat_format === null) return null;
  const bytes = Buffer.from(d.heartbeat_hex, 'hex');
  return d.heartbeat_format === 'text'
    ? { format: 'text', value: bytes.toString('latin1') }
    : { format: 'hex', value: d.heartbeat_hex.match(/../g)!.join(' ') };
}

function linkOf(d: Device | undefined): DeviceLink {
  const profiles = fieldProfiles();
  if (!d || d.transport === 'mqtt')
    return { transport: 'mqtt', profile: null, station: null, password: null, registration: null, heartbeat: null, profiles };
  return {
    transport: d.transport,
    profile: d.profile,
    station: d.station,
    password: d.password_hex,
    registration: d.registration_kind && {
      kind: d.registration_kind,
      imei: d.registration_kind === 'imei' ? d.registration_key : null,
      madeTime: d.registration_kind === 'string' && d.registration_at ? formatDateTime(d.registration_at) : null,
    },
    heartbeat: heartbeatOf(d),
    profiles,
  };
}

/** The caller's well, locked for the write, and its device (or undefined); another merchant's well is not found. */
async function wellAndDevice(db: Db, merchantId: number, wellId: number, lock: boolean) {
  let query = db.selectFrom('well').select('id').where('id', '=', wellId).where('merchant_id', '=', merchantId);
  if (lock) query = query.forUpdate();
  const well = await query.executeTakeFirst();
  if (!well) throw fail(wellMessages.wellNotFound);
  const device = await db.selectFrom('device').selectAll().where('well_id', '=', well.id).executeTakeFirst();
  return { well, device };
}

/** irrigationWell/equip/deviceLink, saveDeviceLink, newRegistration: how a well's device reaches the server. */
export function registerDeviceLinkRoutes(route: RouteFn): void {
  route(calls.findDeviceLink, async (input, ctx) => {
    const { device } = await wellAndDevice(ctx.db, userOf(ctx).merchantId, input.id, false);
    return linkOf(device);
  });

  route(calls.saveDeviceLink, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const { well, device } = await wellAndDevice(ctx.db, merchantId, input.id, true);
    if (input.transport === 'mqtt') {
      if (!device || device.transport === 'mqtt') return linkOf(device);
      const saved = await ctx.db
        .updateTable('device')
        .set({
          transport: 'mqtt',
          profile: null,
          station: null,
          password_hex: null,
          registration_kind: null,
          registration_key: null,
          registration_at: null,
          heartbeat_hex: null,
          heartbeat_format: null,
        })
        .where('id', '=', device.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await ctx.services.devices.forget(ctx.db, saved.username);
      return linkOf(saved);
    }
    if (!fieldProfileOf(input.transport, input.profile)) throw fail(wellMessages.profileUnknown);
    const registration = input.registration;
    // a registration string survives a save that keeps registering by string (the DTU keeps it)
    const keepString = registration.kind === 'string' && device?.registration_kind === 'string';
    const heartbeat = input.heartbeat && {
      hex: heartbeatHex(input.heartbeat.format, input.heartbeat.value)!,
      format: input.heartbeat.format,
    };
    const values = {
      transport: input.transport,
      profile: input.profile,
      station: input.station.toUpperCase(),
      password_hex: input.password?.toUpperCase() ?? null,
      registration_kind: registration.kind,
      registration_key: registration.kind === 'imei' ? registration.imei : keepString ? device.registration_key : null,
      registration_at: keepString ? device.registration_at : null,
      heartbeat_hex: heartbeat?.hex ?? null,
      heartbeat_format: heartbeat?.format ?? null,
    };
    const saved = await refuseDuplicates(
      { device_station_uq: wellMessages.stationTaken, device_registration_uq: wellMessages.imeiTaken },
      () =>
        device
          ? ctx.db
              .updateTable('device')
              // leaving MQTT voids its secret: an old module that still holds it cannot come back
              .set(device.transport === 'mqtt' ? { ...values, secret_hash: hashSecret(newSecret()) } : values)
              .where('id', '=', device.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : ctx.db
              .insertInto('device')
              .values({
                ...values,
                merchant_id: merchantId,
                well_id: well.id,
                username: wellUsername(well.id),
                // a secret nobody holds: the device is not an MQTT one
                secret_hash: hashSecret(newSecret()),
                created_at: ctx.now,
                rotated_at: ctx.now,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
    );
    await ctx.services.devices.forget(ctx.db, saved.username);
    return linkOf(saved);
  });

  route(calls.newRegistration, async (input, ctx) => {
    const { device } = await wellAndDevice(ctx.db, userOf(ctx).merchantId, input.id, true);
    if (!device || device.registration_kind !== 'string') throw fail(wellMessages.notByString);
    const registration = newRegistrationString();
    await ctx.db
      .updateTable('device')
      .set({ registration_key: registrationKey(registration), registration_at: ctx.now })
      .where('id', '=', device.id)
      .execute();
    // the DTU still connected with the old string is closed
    await ctx.services.devices.forget(ctx.db, device.username);
    return { registration, madeTime: formatDateTime(ctx.now) };
  });
}
