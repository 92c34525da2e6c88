import type { R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ConsoleElementProps } from '../console/console-renderer';

interface Mounted {
  root: Root;
  Component: ComponentType<ConsoleElementProps>;
}

/**
 * `<irr-console>`'s renderer in the CDN build (scripts/build-cdn.mjs puts it in place of
 * console-renderer.ts): r2wc's own. The console's tree arrives as a lazy view (lazy-console-root.ts),
 * which makes its history from the props; a page of the CDN carries no prerendered login to take over.
 */
export const consoleRenderer: R2WCRenderer<ConsoleElementProps, Mounted> = {
  mount(container, Component, props) {
    const root = createRoot(container);
    root.render(createElement(Component, props));
    return { root, Component };
  },
  update({ root, Component }, props) {
    root.render(createElement(Component, props));
  },
  unmount({ root }) {
    root.unmount();
  },
};
