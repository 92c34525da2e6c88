/**
 * Devices over the TCP gateway (server/docs/field-gateway.md): a well's device speaks MQTT, as
 * before, or one of the water-resources protocols through a DTU. `device` stays the one table of
 * devices; an MQTT device's row is unchanged (transport `mqtt`, the columns below null).
 */
export const fieldGateway: readonly string[] = [
  `alter table device add column transport text not null default 'mqtt' check (transport in ('mqtt', 'szy206', 'sl651'))`,
  // the codec's profile (its own layout or a vendor's) and the station's address in the codec's text form
  `alter table device add column profile text check (profile ~ '^[a-z0-9-]{1,32}$')`,
  `alter table device add column station text check (station ~ '^[0-9A-Za-z:-]{1,32}$')`,
  // the protocol's password field (2 bytes in both protocols), upper-case hex; null: not checked
  `alter table device add column password_hex text check (password_hex ~ '^([0-9A-F]{2}){1,8}$')`,
  // how the DTU names itself once connected: a fixed string the console made, its IMEI, or the protocol's first frame
  `alter table device add column registration_kind text check (registration_kind in ('string', 'imei', 'frame'))`,
  // what a registration is looked up by: the sha256 (hex) of the string (the string is shown once), the IMEI as it is
  `alter table device add column registration_key text`,
  `alter table device add column registration_at timestamptz`,
  // the DTU's own heartbeat packet, stripped from the stream (and how the console shows it: as text or as hex)
  `alter table device add column heartbeat_hex text check (heartbeat_hex ~ '^([0-9A-F]{2}){1,32}$')`,
  `alter table device add column heartbeat_format text check (heartbeat_format in ('text', 'hex'))`,
  // an MQTT device has none of these; a protocol's device has its profile, station and registration kind
  `alter table device add constraint device_transport_fields check (
    (transport = 'mqtt') = (profile is null) and (transport = 'mqtt') = (station is null)
    and (transport = 'mqtt') = (registration_kind is null)
    and (transport <> 'mqtt' or (password_hex is null and registration_key is null and heartbeat_hex is null)))`,
  `alter table device add constraint device_registration_key check (
    (registration_kind = 'string' and registration_key ~ '^[0-9a-f]{64}$')
    or (registration_kind = 'imei' and registration_key ~ '^[0-9]{15}$')
    or registration_key is null)`,
  `alter table device add constraint device_heartbeat check ((heartbeat_hex is null) = (heartbeat_format is null))`,
  // two wells, of any merchants, cannot claim one station of a protocol, nor one registration
  `create unique index device_station_uq on device (transport, station) where station is not null`,
  `create unique index device_registration_uq on device (registration_kind, registration_key) where registration_key is not null`,
];
