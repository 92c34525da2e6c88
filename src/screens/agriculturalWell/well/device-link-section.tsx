import { useCallback, useEffect, useState } from 'react';
import { DEVICE_TRANSPORT_LABELS, HEARTBEAT_FORMAT_LABELS, REGISTRATION_KIND_LABELS } from '../../../api/contract/device/field-link';
import type { CallResponse } from '../../../api/contract/define-call';
import { findDeviceLink, newRegistration, type DeviceLink } from '../../../api/contract/well/device-link';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi } from '../../../api/transport';
import { wellDeviceLinkTexts as t } from '../../../i18n/zh-CN/well-device-link';
import { Permission } from '../../../ui/permission';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { DetailList } from './detail-list';
import { DeviceKeySection } from './device-key-section';
import { DeviceLinkDialog } from './device-link-dialog';
import { DeviceSecretDialog } from './device-secret-dialog';

type Made = CallResponse<typeof newRegistration>;

/** What the section lists of a link: each term and its text. */
function factsOf(link: DeviceLink): [string, string][] {
  const facts: [string, string][] = [[t.transport, DEVICE_TRANSPORT_LABELS[link.transport]]];
  if (link.transport === 'mqtt') return facts;
  const profile = link.profiles.find((p) => p.transport === link.transport && p.id === link.profile);
  facts.push(
    [t.profile, profile?.label ?? link.profile ?? ''],
    [t.station, link.station ?? ''],
    [t.password, link.password ?? t.passwordNone],
  );
  const r = link.registration;
  if (r) {
    facts.push([t.registration, REGISTRATION_KIND_LABELS[r.kind]]);
    if (r.kind === 'imei') facts.push([t.imei, r.imei ?? '']);
    if (r.kind === 'string') facts.push([t.registrationTime, r.madeTime ?? t.registrationNone]);
  }
  const h = link.heartbeat;
  facts.push([t.heartbeat, h ? `${h.value}（${HEARTBEAT_FORMAT_LABELS[h.format]}）` : t.none]);
  return facts;
}

/**
 * 通信方式 of a well's detail: MQTT (with its 设备密钥 below) or a protocol through a DTU, with the
 * station, password, registration and heartbeat; 修改通信方式 and, for a DTU registering by string,
 * 生成注册包 / 重置注册包 (edit permission), the string shown once.
 */
export function DeviceLinkSection({ wellId, well }: { wellId: number; well: string }) {
  const [link, setLink] = useState<DeviceLink | null>(null);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const load = useCallback(() => {
    let current = true;
    callApi(findDeviceLink, { id: wellId }).then(
      (l) => {
        if (current) setLink(l);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wellId]);
  useEffect(load, [load]);
  const byString = link?.registration?.kind === 'string';
  const hasString = byString && link?.registration?.madeTime != null;
  const make = () =>
    callApi(newRegistration, { id: wellId }).then(
      (m) => {
        setMade(m);
        load();
      },
      () => undefined,
    );
  return (
    <>
      <section aria-label={t.title}>
        <h3>{t.title}</h3>
        {link && <DetailList items={factsOf(link)} />}
        <Permission anyOf={[wellPermissions.well.edit]}>
          <button type="button" className="irr-button" disabled={!link} onClick={() => setEditing(true)}>
            {t.edit}
          </button>
          {byString && (
            <button type="button" className="irr-button" onClick={() => setAsking(true)}>
              {hasString ? t.regenerate : t.generate}
            </button>
          )}
        </Permission>
      </section>
      {link?.transport === 'mqtt' && <DeviceKeySection wellId={wellId} well={well} />}
      {editing && link && (
        <DeviceLinkDialog
          wellId={wellId}
          well={well}
          link={link}
          onSaved={(saved) => {
            setLink(saved);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      )}
      {asking && (
        <ConfirmDialog
          title={hasString ? t.regenerate : t.generate}
          message={hasString ? t.confirmRegenerate(well) : t.confirmGenerate(well)}
          onClose={() => setAsking(false)}
          onConfirm={make}
        />
      )}
      {made && (
        <DeviceSecretDialog
          title={t.registrationTitle}
          note={t.registrationOnce}
          secretLabel={t.registrationLabel}
          secret={made.registration}
          onClose={() => setMade(null)}
        />
      )}
    </>
  );
}
