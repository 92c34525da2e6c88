import { createContext, useContext, useInsertionEffect } from 'react';
import type { Sheet } from './css';
import { useRoot } from './root-context';

/**
 * Set only by a server render (elements/console/login-shell.tsx), where no effect runs: it is told
 * every sheet a component uses while it renders, so that the page can carry them as a `<style>`.
 */
export const SheetRecorderContext = createContext<((sheets: readonly Sheet[]) => void) | null>(null);

/**
 * Adopts the sheets into the component's root (shadow root or document) once, before layout,
 * so styles stay inside the element and are never duplicated.
 */
export function useStyles(...sheets: Sheet[]): void {
  const root = useRoot();
  useContext(SheetRecorderContext)?.(sheets);
  useInsertionEffect(() => {
    const adopted = root.adoptedStyleSheets;
    const missing = sheets.map((s) => s.get()).filter((s) => !adopted.includes(s));
    if (missing.length) root.adoptedStyleSheets = [...adopted, ...missing];
  }, [root, ...sheets]);
}
