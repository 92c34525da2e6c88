import { createContext, useContext } from 'react';
import { useRoot } from '../styles/root-context';

/**
 * Where floating elements render. A dialog provides its panel, so a popover opened inside it stays
 * inside its focus trap and above its backdrop; elsewhere it is the root's layer.
 */
export const PortalContext = createContext<Element | null>(null);

const layers = new WeakMap<ShadowRoot, HTMLElement>();

/** The element floating content is portalled into: the nearest PortalContext, else a layer inside the same shadow root (document.body outside one). */
export function usePortalContainer(): Element {
  const provided = useContext(PortalContext);
  const root = useRoot();
  if (provided) return provided;
  if (!(root instanceof ShadowRoot)) return document.body;
  let layer = layers.get(root);
  if (!layer || layer.getRootNode() !== root) {
    layer = document.createElement('div');
    layer.className = 'irr-layer';
    root.append(layer);
    layers.set(root, layer);
  }
  return layer;
}
