import { fertigationPermissions as p } from '../../../api/contract/fertigation/permissions';
import type { HomeSummary } from '../../../api/contract/fertigation/home';
import { ORDER_STATUSES, RUN_STATES } from '../../../api/contract/fields';
import { fertigationHomeTexts as t } from '../../../i18n/zh-CN/fertigation-home';
import { equipmentRunStateLabels, orderStatusLabels } from '../../../i18n/zh-CN/run-state-labels';
import type { Figure } from '../../business/home/figure';
import { formatCount, formatRate, formatWater, formatYuan } from '../../business/home/home-format';

/** The home page's three card lists, from the summary and the personalised place name. */
export function homeFigures(s: HomeSummary, placeLabel: string): { equip: Figure[]; today: Figure[]; base: Figure[] } {
  return {
    equip: [
      {
        key: 'total',
        label: t.equipTotal,
        value: formatCount(s.equip.total),
        to: '/fertigation/equip',
        permission: p.equip.view,
        page: t.equipPage,
      },
      { key: 'online', label: t.online, value: formatCount(s.equip.online) },
      { key: 'onlineRate', label: t.onlineRate, value: formatRate(s.equip.onlineRate) },
      ...RUN_STATES.map((state) => ({
        key: state,
        label: equipmentRunStateLabels[state],
        value: formatCount(s.equip.byRunState[state]),
        alert: state === 'DAMAGE' && s.equip.byRunState[state] > 0,
      })),
    ],
    today: [
      {
        key: 'total',
        label: t.todayTotal,
        value: formatCount(s.today.total),
        to: '/fertigation/record',
        permission: p.record.view,
        page: t.recordPage,
      },
      ...ORDER_STATUSES.map((status) => ({ key: status, label: orderStatusLabels[status], value: formatCount(s.today.byStatus[status]) })),
      { key: 'water', label: t.water, value: formatWater(s.today.waterM3) },
      { key: 'amount', label: t.amount, value: formatYuan(s.today.amount) },
    ],
    base: [
      {
        key: 'feedback',
        label: t.unprocessedFeedback,
        value: formatCount(s.unprocessedFeedback),
        to: '/fertigation/feedback',
        permission: p.feedback.view,
        page: t.feedbackPage,
        alert: s.unprocessedFeedback > 0,
      },
      { key: 'places', label: t.places(placeLabel), value: formatCount(s.places) },
      { key: 'areas', label: t.areas, value: formatCount(s.areas) },
      { key: 'valves', label: t.valves, value: formatCount(s.valves) },
    ],
  };
}
