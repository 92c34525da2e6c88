import { createContext, useContext } from 'react';

/** The root a component renders into: the element's shadow root, or the document in tests. */
export const RootContext = createContext<ShadowRoot | Document | null>(null);

export function useRoot(): ShadowRoot | Document {
  return useContext(RootContext) ?? document;
}
