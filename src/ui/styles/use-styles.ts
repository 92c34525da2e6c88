import { useInsertionEffect } from 'react';
import type { Sheet } from './css';
import { useRoot } from './root-context';

/**
 * Adopts the sheets into the component's root (shadow root or document) once, before layout,
 * so styles stay inside the element and are never duplicated.
 */
export function useStyles(...sheets: Sheet[]): void {
  const root = useRoot();
  useInsertionEffect(() => {
    const adopted = root.adoptedStyleSheets;
    const missing = sheets.map((s) => s.get()).filter((s) => !adopted.includes(s));
    if (missing.length) root.adoptedStyleSheets = [...adopted, ...missing];
  }, [root, ...sheets]);
}
