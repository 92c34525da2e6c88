import type { WellRow } from '../../src/api/contract/well/equip';

/** Detail of `irr-well-select`: the well as its row shows it (the brief's equipment). */
export interface IrrWellSelectDetail {
  well: WellRow;
}

export interface IrrWellTableEventMap {
  'irr-well-select': CustomEvent<IrrWellSelectDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends IrrWellTableEventMap {}
}

export type { WellRow };
