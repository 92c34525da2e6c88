import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Where the tab list stands in its one scrolling row. */
export interface TabScroll {
  /** The tabs are wider than the bar: the scroll buttons show. */
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

export interface TabScroller extends TabScroll {
  listRef: RefObject<HTMLUListElement | null>;
  /** Scrolls by most of the visible width, backwards (-1) or forwards (1). */
  scrollPage(direction: -1 | 1): void;
  /** The list's scroll handler: keeps `atStart` and `atEnd` current. */
  onScroll(): void;
}

const LINE_PX = 16;

/** Scrolls the list so the active tab (`[data-active]`) is wholly visible, moving as little as possible. */
function revealActive(list: HTMLElement): void {
  const active = list.querySelector<HTMLElement>('[data-active]');
  if (!active) return;
  const box = list.getBoundingClientRect();
  const tab = active.getBoundingClientRect();
  // the list's own scroll offset, not scrollIntoView: that would also scroll a portal's page
  if (tab.left < box.left) list.scrollLeft -= box.left - tab.left;
  else if (tab.right > box.right) list.scrollLeft += Math.min(tab.right - box.right, tab.left - box.left);
}

function measure(list: HTMLElement): TabScroll {
  const max = list.scrollWidth - list.clientWidth;
  return { overflow: max > 1, atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 };
}

/**
 * The top tabs stay on one row that scrolls sideways (as Element Plus's tab bar does): the active
 * tab is scrolled into view whenever it or the bar's width changes, a vertical wheel scrolls the
 * row, and scroll buttons show while the tabs overflow. Keyboard focus scrolls a tab in natively.
 */
export function useTabScroller(activePath: string, tabCount: number): TabScroller {
  const listRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState<TabScroll>({ overflow: false, atStart: true, atEnd: true });
  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = measure(list);
    setScroll((was) => (was.overflow === next.overflow && was.atStart === next.atStart && was.atEnd === next.atEnd ? was : next));
  }, []);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    revealActive(list);
    update();
    // scroll.overflow: the buttons appearing narrow the list, which may hide the active tab again
  }, [activePath, tabCount, scroll.overflow, update]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      revealActive(list);
      update();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [update]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // registered by hand: React's wheel listener is passive and could not keep the page from scrolling
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const unit =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE ? LINE_PX : event.deltaMode === WheelEvent.DOM_DELTA_PAGE ? list.clientWidth : 1;
      const delta = event.deltaY * unit;
      const { atStart, atEnd } = measure(list);
      if ((delta < 0 && atStart) || (delta > 0 && atEnd)) return; // at the end the page scrolls as usual
      event.preventDefault();
      list.scrollLeft += delta;
    };
    list.addEventListener('wheel', onWheel, { passive: false });
    return () => list.removeEventListener('wheel', onWheel);
  }, []);
  const scrollPage = useCallback((direction: -1 | 1) => {
    const list = listRef.current;
    if (list) list.scrollLeft += direction * Math.max(list.clientWidth * 0.8, 1);
  }, []);
  return { ...scroll, listRef, scrollPage, onScroll: update };
}
