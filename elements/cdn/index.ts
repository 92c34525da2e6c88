/**
 * The CDN build's core (started by the classic loader, elements/cdn/loader.ts): defines the three
 * elements, each a small class whose view, or the console's whole tree, is a chunk fetched when the
 * element first shows. Adds no global of its own (`customElements.get('irr-well-table')` gives a class).
 */
import { IrrConsoleElement } from '../console/console.element';
import { defineElement } from '../define-element';
import { IrrNoticeBellElement } from '../notice-bell/notice-bell.element';
import { IrrWellTableElement } from '../well-table/well-table.element';
import { useChunkFetcher, type FetchChunks } from './chunk-import';

export function start(fetchChunks: FetchChunks): void {
  useChunkFetcher(fetchChunks);
  defineElement('irr-notice-bell', IrrNoticeBellElement);
  defineElement('irr-well-table', IrrWellTableElement);
  defineElement('irr-console', IrrConsoleElement);
}
