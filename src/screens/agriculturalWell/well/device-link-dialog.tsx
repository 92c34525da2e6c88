import { useState } from 'react';
import {
  DEVICE_TRANSPORTS,
  DEVICE_TRANSPORT_LABELS,
  HEARTBEAT_FORMATS,
  HEARTBEAT_FORMAT_LABELS,
  REGISTRATION_KINDS,
  REGISTRATION_KIND_LABELS,
  type DeviceTransport,
  type FieldTransport,
  type HeartbeatFormat,
  type RegistrationKind,
} from '../../../api/contract/device/field-link';
import type { CallRequest } from '../../../api/contract/define-call';
import { saveDeviceLink, type DeviceLink } from '../../../api/contract/well/device-link';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { wellDeviceLinkTexts as t } from '../../../i18n/zh-CN/well-device-link';
import { Dialog } from '../../../ui/dialog';
import { DynamicForm, type FieldSpec, type FieldValues } from '../../../ui/dynamic-form';
import { validateFieldPassword, validateHeartbeat, validateImei, validateStation } from '../../../validation';

export interface DeviceLinkDialogProps {
  wellId: number;
  well: string;
  link: DeviceLink;
  onSaved: (saved: DeviceLink) => void;
  onClose: () => void;
}

/** The choices the fields depend on: which fields show, which rules apply. */
interface Shape {
  transport: DeviceTransport;
  registration: RegistrationKind | '';
  heartbeatFormat: HeartbeatFormat | '';
}

const options = <K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>) =>
  keys.map((k) => ({ value: k, label: labels[k] }));

function fieldsOf(shape: Shape, link: DeviceLink): FieldSpec[] {
  const fields: FieldSpec[] = [
    {
      name: 'transport',
      label: t.transport,
      type: 'select',
      required: true,
      options: options(DEVICE_TRANSPORTS, DEVICE_TRANSPORT_LABELS),
      defaultValue: link.transport,
    },
  ];
  if (shape.transport === 'mqtt') return fields;
  const transport: FieldTransport = shape.transport;
  fields.push(
    {
      name: 'profile',
      label: t.profile,
      type: 'select',
      required: true,
      options: link.profiles.filter((p) => p.transport === transport).map((p) => ({ value: p.id, label: p.label })),
      defaultValue: link.profile ?? '',
    },
    {
      name: 'station',
      label: t.station,
      type: 'text',
      required: true,
      rules: [validateStation(transport)],
      defaultValue: link.station ?? '',
    },
    {
      name: 'password',
      label: t.password,
      type: 'text',
      placeholder: t.passwordHint,
      rules: [validateFieldPassword(transport)],
      defaultValue: link.password ?? '',
    },
    {
      name: 'registration',
      label: t.registration,
      type: 'select',
      required: true,
      options: options(REGISTRATION_KINDS, REGISTRATION_KIND_LABELS),
      defaultValue: link.registration?.kind ?? '',
    },
  );
  if (shape.registration === 'imei')
    fields.push({
      name: 'imei',
      label: t.imei,
      type: 'text',
      required: true,
      rules: [validateImei],
      defaultValue: link.registration?.imei ?? '',
    });
  fields.push({
    name: 'heartbeatFormat',
    label: t.heartbeatFormat,
    type: 'select',
    placeholder: t.heartbeatNone,
    options: options(HEARTBEAT_FORMATS, HEARTBEAT_FORMAT_LABELS),
    defaultValue: link.heartbeat?.format ?? '',
  });
  if (shape.heartbeatFormat !== '')
    fields.push({
      name: 'heartbeat',
      label: t.heartbeat,
      type: 'text',
      required: true,
      rules: [validateHeartbeat(transport, shape.heartbeatFormat)],
      defaultValue: link.heartbeat?.value ?? '',
    });
  return fields;
}

function requestOf(wellId: number, v: FieldValues): CallRequest<typeof saveDeviceLink> {
  const text = (name: string) => String(v[name] ?? '').trim();
  const transport = text('transport') as DeviceTransport;
  if (transport === 'mqtt') return { id: wellId, transport };
  const kind = text('registration') as RegistrationKind;
  const format = text('heartbeatFormat') as HeartbeatFormat | '';
  return {
    id: wellId,
    transport,
    profile: text('profile'),
    station: text('station'),
    password: text('password') === '' ? null : text('password'),
    registration: kind === 'imei' ? { kind, imei: text('imei') } : { kind },
    // a text heartbeat is sent as typed: its spaces are bytes of it
    heartbeat: format === '' ? null : { format, value: format === 'text' ? String(v.heartbeat ?? '') : text('heartbeat') },
  };
}

/** 修改通信方式: the transport, and for a protocol its profile, station, password, registration and heartbeat. */
export function DeviceLinkDialog({ wellId, well, link, onSaved, onClose }: DeviceLinkDialogProps) {
  const [shape, setShape] = useState<Shape>({
    transport: link.transport,
    registration: link.registration?.kind ?? '',
    heartbeatFormat: link.heartbeat?.format ?? '',
  });
  const submit = async (v: FieldValues) => onSaved(await callApi(saveDeviceLink, requestOf(wellId, v)));
  const title = t.editTitle(well);
  return (
    <Dialog open title={title} onClose={onClose} width={560}>
      <DynamicForm
        fields={fieldsOf(shape, link)}
        submitText={businessTexts.save}
        label={title}
        onValuesChange={(v) =>
          setShape({
            transport: (String(v.transport ?? '') || 'mqtt') as DeviceTransport,
            registration: String(v.registration ?? '') as Shape['registration'],
            heartbeatFormat: String(v.heartbeatFormat ?? '') as Shape['heartbeatFormat'],
          })
        }
        onSubmit={(v) => submit(v).catch(() => undefined)}
      />
    </Dialog>
  );
}
