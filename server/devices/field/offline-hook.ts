import type { KnownDevice } from '../device-directory';
import type { FieldUp } from './field-message';

/** What a controller says of the orders it finished offline and of the cards' balances it holds (issue 24 part 2). */
export type OfflineUp = Extract<FieldUp, { kind: 'records' | 'remaining' }>;

/**
 * Where the gateway hands the offline orders and card balances a terminal sends: the offline
 * orders' booking fills it (server/docs/field-gateway.md, "Offline orders"). `ok`: taken; `refused`:
 * counted as the ingest's `refused`, nothing written.
 */
export type OfflineHandler = (device: KnownDevice, up: OfflineUp, at: Date) => Promise<'ok' | 'refused'>;

/** Until the offline orders are booked: every record and balance is refused (counted, written nowhere). */
export const notBookedYet: OfflineHandler = async () => 'refused';
