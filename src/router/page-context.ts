import { createContext, useContext } from 'react';
import type { ScreenProps } from './lazy-group';

/** The business page a component renders in (its tab), for screens and widgets deep inside it. */
export const PageContext = createContext<ScreenProps | null>(null);

/** The page (tab) this component belongs to; null outside a business page. */
export function usePage(): ScreenProps | null {
  return useContext(PageContext);
}
