import { fertigationPermissions as p } from '../../../api/contract/fertigation/permissions';
import type { HomeSummary } from '../../../api/contract/fertigation/home';
import { ORDER_STATUSES, RUN_STATES } from '../../../api/contract/fields';
import { fertigationHomeTexts as t } from '../../../i18n/zh-CN/fertigation-home';
import { equipmentRunStateLabels, orderStatusLabels } from '../../../i18n/zh-CN/run-state-labels';
import { changeRatio, type Figure, type FigureChange } from '../../business/home/figure';
import { cardNumber, formatRate } from '../../business/home/home-format';

type RunsKey = 'total' | 'waterM3' | 'amount';

/** Today's figure `key` against the same hours of yesterday and of the same day last month. */
const changesOf = (s: HomeSummary, key: RunsKey): FigureChange[] => [
  { label: t.vsYesterday, ratio: changeRatio(s.today[key], s.yesterday[key]) },
  { label: t.vsLastMonth, ratio: changeRatio(s.today[key], s.lastMonth[key]) },
];

/** The home page's three card lists, from the summary and the personalised place name. */
export function homeFigures(s: HomeSummary, placeLabel: string): { equip: Figure[]; today: Figure[]; base: Figure[] } {
  return {
    equip: [
      {
        key: 'total',
        label: t.equipTotal,
        ...cardNumber(s.equip.total),
        to: '/fertigation/equip',
        permission: p.equip.view,
        page: t.equipPage,
      },
      { key: 'online', label: t.online, ...cardNumber(s.equip.online) },
      { key: 'onlineRate', label: t.onlineRate, value: formatRate(s.equip.onlineRate) },
      ...RUN_STATES.map((state) => ({
        key: state,
        label: equipmentRunStateLabels[state],
        ...cardNumber(s.equip.byRunState[state]),
        alert: state === 'DAMAGE' && s.equip.byRunState[state] > 0,
      })),
    ],
    today: [
      {
        key: 'total',
        label: t.todayTotal,
        ...cardNumber(s.today.total),
        to: '/fertigation/record',
        permission: p.record.view,
        page: t.recordPage,
        changes: changesOf(s, 'total'),
      },
      ...ORDER_STATUSES.map((status) => ({ key: status, label: orderStatusLabels[status], ...cardNumber(s.today.byStatus[status]) })),
      { key: 'water', label: t.water, ...cardNumber(s.today.waterM3, 3), changes: changesOf(s, 'waterM3') },
      { key: 'amount', label: t.amount, ...cardNumber(s.today.amount, 2), changes: changesOf(s, 'amount') },
    ],
    base: [
      {
        key: 'feedback',
        label: t.unprocessedFeedback,
        ...cardNumber(s.unprocessedFeedback),
        to: '/fertigation/feedback',
        permission: p.feedback.view,
        page: t.feedbackPage,
        alert: s.unprocessedFeedback > 0,
      },
      { key: 'places', label: t.places(placeLabel), ...cardNumber(s.places) },
      { key: 'areas', label: t.areas, ...cardNumber(s.areas) },
      { key: 'valves', label: t.valves, ...cardNumber(s.valves) },
    ],
  };
}
