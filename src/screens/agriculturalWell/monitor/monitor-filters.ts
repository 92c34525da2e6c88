import { WATER_LEVEL_STATES, findPage, type MonitorRow } from '../../../api/contract/well/monitor';
import type { PersonalizedNames } from '../../../api/contract/param';
import { callApi, type CallInput } from '../../../api/transport';
import { label, options } from '../../../i18n/zh-CN/enums';
import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/form';
import type { PageQuery, PageResult, TableExport } from '../../../ui/table-page';

export type MonitorSummary = Awaited<ReturnType<typeof fetchMonitor>>['summary'];

/** The monitor's filters: keyword (`keyword` at first: a link's, e.g. the home page's well), place, online, running, water level state. */
export function monitorFilters(labels: PersonalizedNames, places: FieldOption[], keyword?: string): FieldSpec[] {
  return [
    { name: 'keyword', label: t.keyword, type: 'text', defaultValue: keyword },
    { name: 'placeId', label: labels.place, type: 'select', options: places },
    {
      name: 'isOnline',
      label: t.online,
      type: 'select',
      options: options('onlineState').map((o) => ({ value: o.value === 'true' ? 'Y' : 'N', label: o.label })),
    },
    { name: 'running', label: t.running, type: 'select', options: options('deviceRunning') },
    {
      name: 'waterLevelState',
      label: t.levelState,
      type: 'select',
      options: WATER_LEVEL_STATES.map((s) => ({ value: s, label: s === 'normal' ? t.normal : label('waterLevelMonitor', s) })),
    },
  ];
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The filters as findPage (and the export) take them. */
export const monitorInput = ({ keyword, placeId, isOnline, running, waterLevelState }: Readonly<FieldValues>) => ({
  keyword: text(keyword),
  placeId: placeId ? Number(placeId) : undefined,
  isOnline: isOnline ? isOnline === 'Y' : undefined,
  running: text(running),
  waterLevelState: text(waterLevelState),
});

/**
 * The page's filters as a test of a row, as findPage applies them (the keyword in the code or name,
 * any case), when a live change can cross them: one of online, running or water level state is set.
 */
export function monitorRowFilter(filters: Readonly<FieldValues>): ((row: MonitorRow) => boolean) | undefined {
  const { keyword, placeId, isOnline, running, waterLevelState } = monitorInput(filters);
  if (isOnline === undefined && running === undefined && waterLevelState === undefined) return undefined;
  const word = keyword?.toLowerCase();
  return (row) =>
    (word === undefined || row.cd.toLowerCase().includes(word) || row.name.toLowerCase().includes(word)) &&
    (placeId === undefined || row.placeId === placeId) &&
    (isOnline === undefined || row.isOnline === isOnline) &&
    (running === undefined || row.running === running) &&
    (waterLevelState === undefined || row.waterLevelState === waterLevelState);
}

export const fetchMonitor = ({ page, size, ...filters }: PageQuery) =>
  callApi(findPage, { page, size, ...monitorInput(filters as FieldValues) } as CallInput<typeof findPage>);

/** A page fetcher that also hands the merchant's counts (the answer's `summary`) to `onSummary`. */
export const monitorFetcher =
  (onSummary: (summary: MonitorSummary) => void) =>
  async (query: PageQuery): Promise<PageResult<MonitorRow>> => {
    const answer = await fetchMonitor(query);
    onSummary(answer.summary);
    return answer;
  };

export const monitorExport: TableExport = { call: findPage.path, filters: monitorInput };
