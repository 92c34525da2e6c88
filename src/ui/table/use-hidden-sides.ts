import { useLayoutEffect, type RefObject } from 'react';

/**
 * Marks the scrolling box `ref` with `data-hidden-left` / `data-hidden-right` while part of its
 * content is scrolled out of view on that side, so that the fixed columns cast their edge shadow
 * only then, and gives it its visible width as `--irr-table-view` (the empty, loading and error
 * states are that wide, held at its left edge: in view however wide the table). Set on the element directly (no render per scroll event); kept up to date on scroll and
 * whenever the box or its content (`content`, the table: new rows, wider cells) changes size.
 */
export function useHiddenSides(ref: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      // scrollLeft is fractional at some zoom levels: a pixel of slack
      box.toggleAttribute('data-hidden-left', box.scrollLeft > 1);
      box.toggleAttribute('data-hidden-right', box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
      box.style.setProperty('--irr-table-view', `${box.clientWidth}px`);
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(box);
    if (content.current) resized.observe(content.current);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [ref, content]);
}
