import { useLayoutEffect, useState, type RefObject } from 'react';

/** The scale that fits a `width` × `height` stage into the element, following its size. */
export function useStageScale(box: RefObject<HTMLElement | null>, width: number, height: number): number {
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const fit = () => setScale(Math.min(element.clientWidth / width, element.clientHeight / height));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width, height]);
  return scale;
}
