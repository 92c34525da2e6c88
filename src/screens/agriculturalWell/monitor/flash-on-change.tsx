import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a changed value stays marked. */
const FLASH_MS = 1200;

/** Wraps a live cell: marked `data-flash` for a moment each time `value` changes (not on first show). */
export function FlashOnChange({ value, children }: { value: string | number | boolean; children: ReactNode }) {
  const seen = useRef(value);
  const [flash, setFlash] = useState(false);
  useEffect(() => {
    if (seen.current === value) return undefined;
    seen.current = value;
    setFlash(true);
    const timer = setTimeout(() => setFlash(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <span className="irr-live-cell" data-flash={flash || undefined}>
      {children}
    </span>
  );
}
