import {
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { sortTexts } from '../../i18n/zh-CN/sortable-list';
import { useStyles } from '../styles/use-styles';
import { moveItem } from './move-item';
import { sortableListStyles } from './sortable-list.styles';

export interface SortableListProps<T> {
  /** The items in their current order. */
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string | number;
  /** The item's name, read in the handle's label and the announcements. */
  itemLabel: (item: T) => string;
  /** The new order, after a drop. */
  onChange: (items: T[]) => void;
  /** What each row shows. @default the item's label */
  renderItem?: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. @default '拖动排序' */
  label?: string;
}

interface Drag {
  key: string | number;
  order: readonly unknown[];
  via: 'keyboard' | 'pointer';
}

/**
 * A list reordered by dragging a row's handle (mouse, touch or pen through pointer events) or by
 * keyboard: Space or Enter picks up, arrows move, Space or Enter drops, Escape cancels. Each step
 * is announced in a polite live region.
 */
export function SortableList<T>({ items, itemKey, itemLabel, onChange, renderItem, label = sortTexts.label }: SortableListProps<T>) {
  useStyles(sortableListStyles);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string | number, HTMLLIElement>());
  const instructions = useId();
  const order = (drag?.order ?? items) as readonly T[];
  const total = order.length;
  const position = (list: readonly T[], key: string | number) => list.findIndex((item) => itemKey(item) === key);

  // moving a row in the DOM blurs its handle: give the focus back while a keyboard drag lasts
  useLayoutEffect(() => {
    if (drag?.via === 'keyboard') rows.current.get(drag.key)?.querySelector('button')?.focus();
  }, [drag]);

  const drop = (current: Drag) => {
    const list = current.order as T[];
    const item = list[position(list, current.key)];
    setDrag(null);
    if (item !== undefined) setAnnouncement(sortTexts.dropped(itemLabel(item), position(list, current.key) + 1, total));
    if (list.some((entry, i) => entry !== items[i])) onChange(list.slice());
  };

  const onKeyDown = (event: KeyboardEvent, item: T) => {
    const key = itemKey(item);
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (drag) drop(drag);
      else {
        setDrag({ key, order: items, via: 'keyboard' });
        setAnnouncement(sortTexts.picked(itemLabel(item), position(items, key) + 1, total));
      }
    } else if (drag && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const from = position(order, key);
      const to = from + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= total) return;
      setDrag({ ...drag, order: moveItem(order, from, to) });
      setAnnouncement(sortTexts.moved(itemLabel(item), to + 1, total));
    } else if (drag && event.key === 'Escape') {
      event.preventDefault();
      setDrag(null);
      setAnnouncement(sortTexts.cancelled(itemLabel(item)));
    }
  };

  const onPointerDown = (event: ReactPointerEvent, item: T) => {
    if (event.button !== 0 || drag) return;
    event.preventDefault();
    const key = itemKey(item);
    let current: Drag = { key, order: items, via: 'pointer' };
    setDrag(current);
    setAnnouncement(sortTexts.picked(itemLabel(item), position(items, key) + 1, total));
    const move = (e: PointerEvent) => {
      const list = current.order as readonly T[];
      const from = position(list, key);
      const to = list.filter((other) => {
        const box = itemKey(other) !== key ? rows.current.get(itemKey(other))?.getBoundingClientRect() : undefined;
        return box !== undefined && box.top + box.height / 2 < e.clientY;
      }).length;
      if (to === from) return;
      current = { ...current, order: moveItem(list, from, to) };
      setDrag(current);
    };
    const end = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (e.type === 'pointercancel') setDrag(null);
      else drop(current);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  return (
    <>
      <ul className="irr-sortable" aria-label={label} part="list">
        {order.map((item, index) => {
          const key = itemKey(item);
          const grabbed = drag?.key === key;
          return (
            <li
              key={key}
              data-grabbed={grabbed ? '' : undefined}
              ref={(el) => {
                if (el) rows.current.set(key, el);
                else rows.current.delete(key);
              }}
            >
              <button
                type="button"
                className="irr-sortable-handle"
                aria-label={sortTexts.handle(itemLabel(item))}
                aria-describedby={instructions}
                aria-pressed={grabbed}
                onKeyDown={(e) => onKeyDown(e, item)}
                onPointerDown={(e) => onPointerDown(e, item)}
              >
                ⋮⋮
              </button>
              <span>{renderItem ? renderItem(item, index) : itemLabel(item)}</span>
            </li>
          );
        })}
      </ul>
      <span id={instructions} className="irr-visually-hidden">
        {sortTexts.instructions}
      </span>
      <span className="irr-visually-hidden" aria-live="polite" role="status">
        {announcement}
      </span>
    </>
  );
}
