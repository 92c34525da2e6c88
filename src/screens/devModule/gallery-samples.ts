import { devModuleTexts as t } from '../../i18n/zh-CN/dev-module';
import type { EnumValue } from '../../i18n/zh-CN/enums';
import type { PageFetcher, PageQuery } from '../../ui/table-page';
import type { SignalIntensity } from '../../ui/signal';

/** Sample fertigation machines of the gallery: local data, no server. */
export interface SampleEquip {
  id: number;
  code: string;
  name: string;
  place: string;
  runState: EnumValue<'equipmentRunState'>;
  isOnline: boolean;
  sig: number;
  sigIntensity: SignalIntensity;
}

const PLACES = ['东湖村', '西岭镇', '南山村'];
const STATES = ['AVAILABLE', 'OCCUPY', 'DISABLE', 'DAMAGE', 'OTHERS'] as const;
const INTENSITIES: SignalIntensity[] = ['ZERO', 'LOW', 'MEDIUM', 'HIGH'];

export const sampleEquips: SampleEquip[] = Array.from({ length: 137 }, (_, i) => ({
  id: i + 1,
  code: `FE-${String(i + 1).padStart(4, '0')}`,
  name: `水肥一体机 ${i + 1} 号`,
  place: PLACES[i % PLACES.length]!,
  runState: STATES[i % STATES.length]!,
  isOnline: i % 7 !== 3,
  sig: (i * 7.31) % 31,
  sigIntensity: INTENSITIES[i % INTENSITIES.length]!,
}));

/** An in-memory findPage over the samples with the filters of the gallery's table page. */
export const sampleEquipFetcher: PageFetcher<SampleEquip> = async (query: PageQuery) => {
  const keyword = typeof query.keyword === 'string' ? query.keyword : '';
  const place = typeof query.place === 'string' ? query.place : '';
  const runState = typeof query.runState === 'string' ? query.runState : '';
  const matching = sampleEquips.filter(
    (e) =>
      (e.name.includes(keyword) || e.code.includes(keyword)) && (!place || e.place === place) && (!runState || e.runState === runState),
  );
  const start = (query.page - 1) * query.size;
  return { records: matching.slice(start, start + query.size), total: matching.length, page: query.page, size: query.size };
};

export const samplePlaces = PLACES.map((name, i) => ({ id: i + 1, name }));

export const sampleSteps = [
  { id: 1, name: '清水灌溉', minutes: 10 },
  { id: 2, name: 'A 罐施肥', minutes: 25 },
  { id: 3, name: 'B 罐施肥', minutes: 20 },
  { id: 4, name: '清水冲洗', minutes: 5 },
];

export const sampleImportErrors = {
  message: t.importErrors.message,
  data: t.importErrors.lines.map((tips, i) => ({ line: i + 2, tips })),
};

/** Prices per day around today, for the calendar picker. */
export function sampleCalendar(now = new Date()) {
  return Array.from({ length: 20 }, (_, i) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1 + i);
    const calendar = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    return { calendar, price: 30 + (i % 5) * 5 };
  });
}
