import type { PersonalizedNames } from '../../../api/contract/param';
import { DEVICE_STATUSES, WELL_RUNNING } from '../../../api/contract/fields';
import type { WellHomeSummary } from '../../../api/contract/well/home';
import { wellPermissions as p } from '../../../api/contract/well/permissions';
import { deviceRunningLabels, deviceStatusLabels } from '../../../i18n/zh-CN/device-state-labels';
import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import type { Figure } from '../../business/home/figure';
import { formatCount, formatPower, formatRate, formatWater, formatYuan } from '../../business/home/home-format';

/** Statuses that ask for attention when any well is in them. */
const ALERTING: ReadonlySet<string> = new Set(['broken', 'unusual']);

/** The wells' home page card lists, from the summary and the personalised names. */
export function wellHomeFigures(s: WellHomeSummary, labels: PersonalizedNames): { status: Figure[]; running: Figure[]; today: Figure[] } {
  const { wells } = s;
  return {
    status: [
      {
        key: 'total',
        label: t.total(labels.equipment),
        value: formatCount(wells.total),
        to: '/agriculturalWell/well',
        permission: p.well.view,
        page: t.wellPage(labels.equipment),
      },
      { key: 'online', label: t.online(labels.equipment), value: formatCount(wells.online) },
      { key: 'onlineRate', label: t.onlineRate, value: formatRate(wells.onlineRate) },
      ...DEVICE_STATUSES.map((status) => ({
        key: status,
        label: deviceStatusLabels[status],
        value: formatCount(wells.byStatus[status]),
        alert: ALERTING.has(status) && wells.byStatus[status] > 0,
      })),
      {
        key: 'openFaults',
        label: t.openFaults,
        value: formatCount(s.openFaults),
        to: '/agriculturalWell/feedback',
        permission: p.feedback.view,
        page: t.feedbackPage,
        alert: s.openFaults > 0,
      },
    ],
    running: WELL_RUNNING.map((state) => ({ key: state, label: deviceRunningLabels[state], value: formatCount(wells.byRunning[state]) })),
    today: [
      {
        key: 'orders',
        label: t.orders,
        value: formatCount(s.today.orders),
        to: '/agriculturalWell/record',
        permission: p.record.view,
        page: t.recordPage,
      },
      { key: 'water', label: t.water, value: formatWater(s.today.waterM3) },
      { key: 'power', label: t.power, value: formatPower(s.today.powerKwh) },
      { key: 'amount', label: t.amount, value: formatYuan(s.today.amount) },
    ],
  };
}
