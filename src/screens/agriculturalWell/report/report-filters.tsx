import { useId } from 'react';
import { QUOTA_YEARS } from '../../../api/contract/money/report';
import { REPORT_GROUPS, type ReportGroup } from '../../../api/contract/well/history-report';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { placeList } from '../../../api/contract/well/place';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { businessNow, DateRangePicker } from '../../../ui/date-range';
import { Permission } from '../../../ui/permission';
import { useLinePlaces } from '../../business/use-place-options';
import { MonthRangeInput } from './month-range-input';
import { takesWell, type ReportFilterValues, type ReportTab } from './report-query';
import { WellPicker } from './well-picker';

export interface ReportFiltersProps {
  tab: ReportTab;
  value: ReportFilterValues;
  onChange: (value: ReportFilterValues) => void;
}

/** Both ends in one month (yyyy-MM-dd HH:mm:ss): a range 按用户 can take. */
const oneMonth = (range: { start: string; end: string }) => range.start.slice(0, 7) === range.end.slice(0, 7);

/** The years offered: the last ten up to this one. */
const YEARS_BACK = 10;

/**
 * The filters of a tab, applied as they change: the days (the date-range picker with its shortcuts;
 * 按用户 within one month), the months (按月), the month (水位月报, 数据完整性) or the year (用水定额,
 * 取水量), a row per well or village (水位月报, 取水量), the place, and the well where the tab takes
 * one (with the wells' view permission, which searching them needs).
 */
export function ReportFilters({ tab, value, onChange }: ReportFiltersProps) {
  const id = useId();
  const names = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const set = (change: Partial<ReportFilterValues>) => onChange({ ...value, ...change });
  const thisYear = businessNow().getFullYear();
  const years = Array.from({ length: YEARS_BACK }, (_, i) => Math.max(thisYear, value.year) - i).filter((y) => y >= QUOTA_YEARS.min);
  let period;
  if (tab === 'quota' || tab === 'extraction') {
    period = (
      <span className="irr-filter-item">
        <label htmlFor={`${id}-year`}>{t.year}</label>
        <select id={`${id}-year`} name="year" value={value.year} onChange={(e) => set({ year: Number(e.target.value) })}>
          {years.map((y) => (
            <option key={y} value={y}>
              {t.yearOption(y)}
            </option>
          ))}
        </select>
      </span>
    );
  } else if (tab === 'month') {
    period = <MonthRangeInput value={value.months} onChange={(months) => set({ months })} />;
  } else if (tab === 'level' || tab === 'completeness') {
    period = (
      <span className="irr-filter-item">
        <label htmlFor={`${id}-month`}>{t.month}</label>
        <input
          id={`${id}-month`}
          name="month"
          type="month"
          value={value.month}
          required
          onChange={(e) => {
            if (e.target.value) set({ month: e.target.value });
          }}
        />
      </span>
    );
  } else if (tab === 'farmer') {
    // 按用户 counts one whole month: the picker's variant limited to one month (spec section 5)
    // one range for the tabs of days where it can be: a month's days hold for the others, and days within one month for this one
    period = (
      <DateRangePicker label={t.farmerRange} value={value.farmerRange} onChange={(range) => set({ farmerRange: range, range })} sameMonth />
    );
  } else {
    period = (
      <DateRangePicker
        label={t.range}
        value={value.range}
        onChange={(range) => set({ range, ...(oneMonth(range) ? { farmerRange: range } : {}) })}
      />
    );
  }
  return (
    <div className="irr-filter" role="group" aria-label={t.filters}>
      {period}
      {(tab === 'level' || tab === 'extraction') && (
        <span className="irr-filter-item">
          <label htmlFor={`${id}-group`}>{t.group}</label>
          <select id={`${id}-group`} name="groupBy" value={value.group} onChange={(e) => set({ group: e.target.value as ReportGroup })}>
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t.groups[g]}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className="irr-filter-item">
        <label htmlFor={`${id}-place`}>{names.place}</label>
        <select id={`${id}-place`} name="placeId" value={value.placeId} onChange={(e) => set({ placeId: e.target.value, well: null })}>
          <option value="">{t.allPlaces}</option>
          {places.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </span>
      {takesWell(tab) && (
        <Permission anyOf={[wellPermissions.well.view]}>
          <span className="irr-filter-item">
            <WellPicker value={value.well} onChange={(well) => set({ well })} placeId={value.placeId} />
          </span>
        </Permission>
      )}
    </div>
  );
}
