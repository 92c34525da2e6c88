import { useEffect, useState } from 'react';
import { findDeviceKey, rotateDeviceKey } from '../../../api/contract/well/monitor';
import { wellPermissions } from '../../../api/contract/well/permissions';
import type { CallResponse } from '../../../api/contract/define-call';
import { callApi } from '../../../api/transport';
import { wellDeviceKeyTexts as t } from '../../../i18n/zh-CN/well-device-key';
import { Permission } from '../../../ui/permission';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { DeviceSecretDialog } from './device-secret-dialog';

type Key = CallResponse<typeof findDeviceKey>;
type Rotated = CallResponse<typeof rotateDeviceKey>;

/**
 * 设备密钥 of a well's detail: the device's MQTT username and when its secret last changed (never
 * the secret); 生成密钥 / 重置密钥 (edit permission) after a confirmation, the new secret shown once.
 */
export function DeviceKeySection({ wellId, well }: { wellId: number; well: string }) {
  const [key, setKey] = useState<Key | null>(null);
  const [asking, setAsking] = useState(false);
  const [rotated, setRotated] = useState<Rotated | null>(null);
  useEffect(() => {
    let current = true;
    callApi(findDeviceKey, { id: wellId }).then(
      (k) => {
        if (current) setKey(k);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wellId]);
  const has = key?.username != null;
  const rotate = () =>
    callApi(rotateDeviceKey, { id: wellId }).then(
      (r) => {
        setKey({ username: r.username, rotateTime: r.rotateTime });
        setRotated(r);
      },
      () => undefined,
    );
  return (
    <section aria-label={t.title}>
      <h3>{t.title}</h3>
      <dl className="irr-well-detail" data-section="device-key">
        <div>
          <dt>{t.username}</dt>
          <dd>{key ? (key.username ?? t.none) : ''}</dd>
        </div>
        <div>
          <dt>{t.rotateTime}</dt>
          <dd>{key?.rotateTime ?? ''}</dd>
        </div>
      </dl>
      <Permission anyOf={[wellPermissions.well.edit]}>
        <button type="button" className="irr-button" disabled={!key} onClick={() => setAsking(true)}>
          {has ? t.rotate : t.generate}
        </button>
      </Permission>
      {asking && (
        <ConfirmDialog
          title={has ? t.rotate : t.generate}
          message={has ? t.confirmRotate(well) : t.confirmGenerate(well)}
          onClose={() => setAsking(false)}
          onConfirm={rotate}
        />
      )}
      {rotated && (
        <DeviceSecretDialog
          title={t.secretTitle}
          note={t.onceNote}
          facts={[[t.username, rotated.username]]}
          secretLabel={t.secret}
          secret={rotated.secret}
          onClose={() => setRotated(null)}
        />
      )}
    </section>
  );
}
