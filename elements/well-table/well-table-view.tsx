import { useCallback } from 'react';
import { SWRConfig } from 'swr';
import type { WellRow } from '../../src/api/contract/well/equip';
import { WellTable } from '../../src/screens/agriculturalWell/well/well-table';
import { retryCancelled } from '../../src/ui/table-page/retry-cancelled';
import type { ElementViewProps } from '../shared/session-element';
import { useSessionLabels } from '../shared/use-session-labels';
import type { IrrWellSelectDetail } from './well-table-events';

export interface WellTableProps extends ElementViewProps {
  /** Only the wells of this place (its id). @default undefined (all places) */
  placeId?: string;
  /** Only wells in this device status: normal, broken, unusual, onReplenish, stop, notonline. @default undefined (all) */
  status?: string;
  /** Rows per page: 10, 20, 30, 40 or 50 (anything else gives 10). @default 10 */
  pageSize?: number;
}

/** `place-id` as a place id: digits only (anything else is no filter). */
export function placeIdOf(value: string | undefined): number | undefined {
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** Every SWR load of the table (its rows, its places filter) survives the console's route-change cancel. */
const swrConfig = { onErrorRetry: retryCancelled(SWRConfig.defaultValue.onErrorRetry) };

/**
 * The wells screen's table inside `<irr-well-table>`: the attributes are its initial filters and page
 * size (a change loads again with them), picking a well fires `irr-well-select` from the host.
 */
export function WellTableView({ placeId, status, pageSize, container }: WellTableProps) {
  const host = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? (container.host as HTMLElement) : null;
  useSessionLabels();
  const select = useCallback(
    (well: WellRow) => {
      host?.dispatchEvent(new CustomEvent<IrrWellSelectDetail>('irr-well-select', { detail: { well }, bubbles: true, composed: true }));
    },
    [host],
  );
  return (
    <SWRConfig value={swrConfig}>
      <WellTable placeId={placeIdOf(placeId)} status={status || undefined} pageSize={pageSize} onSelect={select} />
    </SWRConfig>
  );
}
