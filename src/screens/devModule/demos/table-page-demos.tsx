import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { label, options } from '../../../i18n/zh-CN/enums';
import { SignalStrength } from '../../../ui/signal';
import type { TableColumn } from '../../../ui/table';
import { TablePage } from '../../../features/table-page';
import { SECOND_PAGE_SIZES } from '../../../ui/table-page';
import { sampleEquipFetcher, samplePlaces, type SampleEquip } from '../gallery-samples';

const equipColumns: TableColumn<SampleEquip>[] = [
  { key: 'code', title: t.equipCode, width: 110, fixed: 'left' },
  { key: 'name', title: t.equipName, width: 170, fixed: 'left' },
  { key: 'place', title: t.place, width: 120 },
  { key: 'runState', title: t.runState, width: 120, render: (e) => label('equipmentRunState', e.runState) },
  {
    key: 'signal',
    title: t.signal,
    width: 140,
    render: (e) => <SignalStrength isOnline={e.isOnline} sig={e.sig} sigIntensity={e.sigIntensity} />,
  },
  {
    key: 'ops',
    title: t.ops,
    width: 90,
    fixed: 'right',
    permissions: ['fertigation:equip:edit'],
    render: (e) => (
      <button type="button" className="irr-button" aria-label={`${t.edit} ${e.name}`}>
        {t.edit}
      </button>
    ),
  },
];

const placeOptions = samplePlaces.map((p) => ({ value: p.name, label: p.name }));

/** The table page with sizes 10/20/50, over the in-memory fetcher. */
export function TablePageDemo() {
  return (
    <TablePage
      cacheKey="devModule/sampleEquip"
      fetcher={sampleEquipFetcher}
      columns={equipColumns}
      label={t.sections.tablePage}
      filters={[
        { name: 'keyword', label: t.equipName, type: 'text' },
        { name: 'place', label: t.place, type: 'select', options: placeOptions },
      ]}
    />
  );
}

/** The table page with sizes 10/20/30/40. */
export function TablePageSecondDemo() {
  return (
    <TablePage
      cacheKey="devModule/sampleEquip"
      fetcher={sampleEquipFetcher}
      columns={equipColumns.slice(0, 4)}
      label={t.sections.tablePageSecond}
      pageSizes={SECOND_PAGE_SIZES}
      filters={[{ name: 'runState', label: t.runState, type: 'select', options: options('equipmentRunState') }]}
    />
  );
}
