import { useState, type ReactNode } from 'react';
import { findById, type WellRow } from '../../../api/contract/well/equip';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { Link } from '../../../router';
import { useSession } from '../../../session/public/session';
import { Dialog, DialogFooter, useDialogData } from '../../../ui/dialog';
import { Permission } from '../../../ui/permission';
import { SignalStrength } from '../../../ui/signal';
import { billingText, keeperText, yuan } from './well-format';
import { wellDetailStyles } from './well-detail.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { DetailList } from './detail-list';
import { DeviceLinkSection } from './device-link-section';
import { LazyWellCurve } from '../../../features/well-curve';
import { Tabs } from '../../../ui/tabs';
import { formatFixed } from '../../../validation';

type DetailTab = 'detail' | 'curve';
const TABS = [
  ['detail', t.detailTab],
  ['curve', t.curveTab],
] as const;
/** The dialog's width: the curve's charts read better wider (still inside 1366 px). */
const WIDTH: Record<DetailTab, number> = { detail: 640, curve: 880 };

export interface WellDetailDialogProps {
  /** The row picked; its detail is read again from the server. */
  well: WellRow;
  onClose: () => void;
}

const coordinates = (w: WellRow) => (w.longitude === null || w.latitude === null ? '' : `${w.longitude}, ${w.latitude}`);

/**
 * A well as the server has it now (findById): the row's fields, today's figures and its open faults
 * (详情), and its water level, current and flow over time (曲线, loaded when first opened).
 */
export function WellDetailDialog({ well, onClose }: WellDetailDialogProps) {
  useStyles(wellDetailStyles);
  const labels = useSession((s) => s.labels);
  const [tab, setTab] = useState<DetailTab>('detail');
  const detail = useDialogData(() => callApi(findById, { id: well.id }), well.id, onClose);
  const w = detail?.well;
  const items: [string, ReactNode][] = w
    ? [
        [labels.equipmentName, w.cd],
        [t.name(labels.equipment), w.name],
        [labels.place, w.placeName],
        [t.status, label('deviceStatus', w.status)],
        [t.health, label('deviceHealth', w.health)],
        [t.running, label('deviceRunning', w.running)],
        [t.enabled, label('enabled', w.enabled)],
        [t.signal, <SignalStrength key="sig" isOnline={w.isOnline} sig={w.sig} sigIntensity={w.sigIntensity} />],
        [t.lastOnline, w.lastOnlineTime ?? ''],
        [t.billing, billingText(w)],
        [t.transformer, label('transformer', w.transformer)],
        [labels.equipmentAdmin, keeperText(w)],
        [t.location, w.location],
        [t.coordinates, coordinates(w)],
        [t.waterLevel, w.waterLevel.toFixed(2)],
        [t.permitVolume, w.permitVolume === null ? t.noPermit : String(w.permitVolume)],
        [t.permitNo, w.permitNo],
        [t.paramAssigned, label('parameterAssigned', w.paramAssigned)],
        [t.createTime, w.createTime],
      ]
    : [];
  return (
    <Dialog
      open
      title={t.detailTitle(`${well.cd} ${well.name}`)}
      onClose={onClose}
      width={WIDTH[tab]}
      footer={<DialogFooter cancelText={businessTexts.close} onCancel={onClose} />}
    >
      <Tabs tabs={TABS} value={tab} onChange={setTab} label={t.detailTabs}>
        {tab === 'curve' ? (
          <LazyWellCurve wellId={well.id} />
        ) : !detail || !w ? (
          <p role="status">{businessTexts.loading}</p>
        ) : (
          <>
            <DetailList items={items} />
            <h3>{t.today(detail.today.date)}</h3>
            <dl className="irr-well-detail" data-section="today">
              <div>
                <dt>{t.orders}</dt>
                <dd>{detail.today.orders}</dd>
              </div>
              <div>
                <dt>{t.water}</dt>
                <dd>{formatFixed(detail.today.waterM3, 3)}</dd>
              </div>
              <div>
                <dt>{t.power}</dt>
                <dd>{formatFixed(detail.today.powerKwh, 2)}</dd>
              </div>
              <div>
                <dt>{t.amount}</dt>
                <dd>{yuan(detail.today.amount)}</dd>
              </div>
              <div>
                <dt>{t.openFaults}</dt>
                <dd data-alert={detail.openFaults > 0 || undefined}>
                  {detail.openFaults}
                  {detail.openFaults > 0 && (
                    <Permission anyOf={[wellPermissions.feedback.view]}>
                      {' '}
                      <Link to="/agriculturalWell/feedback" onClick={onClose}>
                        {t.viewFaults}
                      </Link>
                    </Permission>
                  )}
                </dd>
              </div>
            </dl>
            <DeviceLinkSection wellId={well.id} well={`${well.cd} ${well.name}`} />
          </>
        )}
      </Tabs>
    </Dialog>
  );
}
