import { useMemo } from 'react';
import { findPage, type WellRow } from '../../../api/contract/well/equip';
import { placeList } from '../../../api/contract/well/place';
import { callApi, type CallInput } from '../../../api/transport';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { useSession } from '../../../session/public/session';
import { useStyles } from '../../../ui/styles/use-styles';
import type { TableColumn } from '../../../ui/table/table-column';
import type { FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { PAGE_SIZES, type PageQuery, type TableExport } from '../../../ui/table-page';
import { useLinePlaces } from '../../business/use-place-options';
import { wellColumns } from './well-columns';
import { isDeviceStatus, wellFilters } from './well-filters';
import { wellTableStyles } from './well-table.styles';

/** Rows per page a well table may start with (the brief's `page-size`). */
export const WELL_PAGE_SIZES: readonly number[] = [10, 20, 30, 40, 50];

export interface WellTableProps {
  /** Only the wells of this place at first (a filter the user can change). @default undefined (all places) */
  placeId?: number;
  /** Only wells in this device status at first; not a status of spec section 3 is ignored. @default undefined (all) */
  status?: string;
  /** Rows per page at first: 10, 20, 30, 40 or 50 (others give 10). @default 10 */
  pageSize?: number;
  /** Told when the user picks a well (its code is then a button). @default undefined (codes are text) */
  onSelect?: (row: WellRow) => void;
  /** A last column, e.g. the screen's row actions (its permissions gate it). @default undefined */
  actions?: TableColumn<WellRow>;
  /** Accessible name of the table. @default `${equipment}列表` (机井列表) */
  label?: string;
  /** Change it (a counter) to load the current page again, e.g. after a save. @default 0 */
  refreshKey?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The filters as findPage (and the export) take them. */
const wellInput = ({ keyword, placeId, status, running, isOnline, billingMode }: Readonly<FieldValues>) => ({
  keyword: text(keyword),
  placeId: placeId ? Number(placeId) : undefined,
  status: text(status),
  running: text(running),
  billingMode: text(billingMode),
  isOnline: isOnline ? isOnline === 'Y' : undefined,
});

const fetchWells = ({ page, size, ...filters }: PageQuery) =>
  callApi(findPage, { page, size, ...wellInput(filters as FieldValues) } as CallInput<typeof findPage>);

const wellExport: TableExport = { call: findPage.path, filters: wellInput };

/**
 * The wells with the personalised names: filters (keyword, place, status, running, online, billing
 * mode), paged rows with status and health, running state, signal, billing and prices,
 * transformer, keeper and location. Used by the wells screen and by `<irr-well-table>`; the
 * initial filters and page size apply again when they change.
 */
export function WellTable({ placeId, status, pageSize, onSelect, actions, label, refreshKey = 0 }: WellTableProps) {
  useStyles(wellTableStyles);
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const initial = useMemo(
    () => ({
      placeId: placeId !== undefined && Number.isInteger(placeId) && placeId > 0 ? placeId : undefined,
      status: isDeviceStatus(status) ? status : undefined,
    }),
    [placeId, status],
  );
  const size = pageSize !== undefined && WELL_PAGE_SIZES.includes(pageSize) ? pageSize : 10;
  const sizes = PAGE_SIZES.includes(size) ? PAGE_SIZES : [...PAGE_SIZES, size].sort((a, b) => a - b);
  const filters = useMemo(() => wellFilters(labels, places, initial), [labels, places, initial]);
  const columns = useMemo(() => wellColumns(labels, onSelect, actions), [labels, onSelect, actions]);
  return (
    <TablePage
      key={`${initial.placeId ?? ''}|${initial.status ?? ''}|${size}`}
      cacheKey="irrigationWell/equip/findPage"
      fetcher={fetchWells}
      exportAs={wellExport}
      columns={columns}
      filters={filters}
      label={label ?? t.table(labels.equipment)}
      pageSizes={sizes}
      defaultSize={size}
      refreshKey={refreshKey}
    />
  );
}
