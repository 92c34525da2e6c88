import type { ComponentType } from 'react';
import { devModuleTexts as t } from '../../i18n/zh-CN/dev-module';
import { lazyPart, type PartLoader } from '../../ui/lazy';

export interface GallerySection {
  id: string;
  title: string;
  /** The section's demo: its own chunk, fetched when the section is first opened. */
  Demo: ComponentType<object>;
}

const section = (id: string, title: string, load: PartLoader<object>): GallerySection => ({
  id,
  title,
  Demo: lazyPart(`devModule/${id}`, load),
});

/**
 * Every widget of spec section 2. The demos are dynamic imports so that opening the gallery costs
 * only this list: each widget's code (floating-ui, SWR, the calendars...) comes with its section.
 */
export const gallerySections: readonly GallerySection[] = [
  section('table-page', t.sections.tablePage, () => import('./demos/table-page-demos').then((m) => m.TablePageDemo)),
  section('table-page-2', t.sections.tablePageSecond, () => import('./demos/table-page-demos').then((m) => m.TablePageSecondDemo)),
  section('table', t.sections.table, () => import('./demos/simple-table-demo').then((m) => m.SimpleTableDemo)),
  section('dialog', t.sections.dialog, () => import('./demos/dialog-demo').then((m) => m.DialogDemo)),
  section('dropdown', t.sections.dropdown, () => import('./demos/dropdown-demo').then((m) => m.DropdownDemo)),
  section('signal', t.sections.signal, () => import('./demos/signal-demo').then((m) => m.SignalDemo)),
  section('form', t.sections.form, () => import('./demos/form-demo').then((m) => m.FormDemo)),
  section('popover', t.sections.popover, () => import('./demos/popover-demo').then((m) => m.PopoverDemo)),
  section('date-range', t.sections.dateRange, () => import('./demos/date-range-demo').then((m) => m.DateRangeDemo)),
  section('calendar', t.sections.calendar, () => import('./demos/calendar-demo').then((m) => m.CalendarDemo)),
  section('upload', t.sections.upload, () => import('./demos/upload-demo').then((m) => m.UploadDemo)),
  section('sortable', t.sections.sortable, () => import('./demos/sortable-demo').then((m) => m.SortableDemo)),
  section('place', t.sections.place, () => import('./demos/place-demo').then((m) => m.PlaceDemo)),
  section('carousel', t.sections.carousel, () => import('./demos/carousel-demo').then((m) => m.CarouselDemo)),
  section('checkbox-tree', t.sections.checkboxTree, () => import('./demos/checkbox-tree-demo').then((m) => m.CheckboxTreeDemo)),
  section('dialogs', `${t.sections.importError} / ${t.sections.refund}`, () =>
    import('./demos/result-dialogs-demo').then((m) => m.ResultDialogsDemo),
  ),
];
