import type { PersonalizedNames } from '../../../api/contract/param';
import { DEVICE_STATUSES, WELL_RUNNING } from '../../../api/contract/fields';
import type { WellHomeSummary } from '../../../api/contract/well/home';
import { wellPermissions as p } from '../../../api/contract/well/permissions';
import { deviceRunningLabels, deviceStatusLabels } from '../../../i18n/zh-CN/device-state-labels';
import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import { changeRatio, type Figure, type FigureChange } from '../../business/home/figure';
import { cardNumber, formatRate } from '../../business/home/home-format';

/** Statuses that ask for attention when any well is in them. */
const ALERTING: ReadonlySet<string> = new Set(['broken', 'unusual']);

type UsageKey = 'orders' | 'waterM3' | 'powerKwh' | 'amount';

/** Today's figure `key` against the same hours of yesterday and of the same day last month. */
const changesOf = (s: WellHomeSummary, key: UsageKey): FigureChange[] => [
  { label: t.vsYesterday, ratio: changeRatio(s.today[key], s.yesterday[key]) },
  { label: t.vsLastMonth, ratio: changeRatio(s.today[key], s.lastMonth[key]) },
];

/** The wells' home page card lists, from the summary and the personalised names. */
export function wellHomeFigures(s: WellHomeSummary, labels: PersonalizedNames): { status: Figure[]; running: Figure[]; today: Figure[] } {
  const { wells } = s;
  return {
    status: [
      {
        key: 'total',
        label: t.total(labels.equipment),
        ...cardNumber(wells.total),
        to: '/agriculturalWell/well',
        permission: p.well.view,
        page: t.wellPage(labels.equipment),
      },
      { key: 'online', label: t.online(labels.equipment), ...cardNumber(wells.online) },
      { key: 'onlineRate', label: t.onlineRate, value: formatRate(wells.onlineRate) },
      ...DEVICE_STATUSES.map((status) => ({
        key: status,
        label: deviceStatusLabels[status],
        ...cardNumber(wells.byStatus[status]),
        alert: ALERTING.has(status) && wells.byStatus[status] > 0,
      })),
      {
        key: 'openFaults',
        label: t.openFaults,
        ...cardNumber(s.openFaults),
        to: '/agriculturalWell/feedback',
        permission: p.feedback.view,
        page: t.feedbackPage,
        alert: s.openFaults > 0,
      },
    ],
    running: WELL_RUNNING.map((state) => ({ key: state, label: deviceRunningLabels[state], ...cardNumber(wells.byRunning[state]) })),
    today: [
      {
        key: 'orders',
        label: t.orders,
        ...cardNumber(s.today.orders),
        to: '/agriculturalWell/record',
        permission: p.record.view,
        page: t.recordPage,
        changes: changesOf(s, 'orders'),
      },
      { key: 'water', label: t.water, ...cardNumber(s.today.waterM3, 3), changes: changesOf(s, 'waterM3') },
      { key: 'power', label: t.power, ...cardNumber(s.today.powerKwh, 2), changes: changesOf(s, 'powerKwh') },
      { key: 'amount', label: t.amount, ...cardNumber(s.today.amount, 2), changes: changesOf(s, 'amount') },
    ],
  };
}
