import type { R2WCBaseProps, R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startRoute, type RouterHistory } from '../../src/router';
import { consoleHistory } from '../../src/screens/shell';
import { routeModeOf, type ConsoleProps } from './console-props';

/**
 * Marks the `<style>` of a server-rendered login shell: the page carried the login screen in the
 * element's declarative shadow root (`<template shadowrootmode="open">`, made at build time by
 * scripts/prerender-login.ts from login-shell.tsx), so that it shows and can be typed into before
 * the script arrives.
 */
export const PRERENDERED_ATTRIBUTE = 'data-irr-prerendered';

/** The props r2wc passes: the attributes' and the shadow root (typed by r2wc as an element). */
export type ConsoleElementProps = ConsoleProps & R2WCBaseProps;

export interface Mounted {
  root: Root;
  Component: ComponentType<ConsoleElementProps>;
  history: RouterHistory;
}

/**
 * r2wc's React renderer (mount, update, unmount) for `<irr-console>`, which can also take over a
 * server-rendered login. The element keeps the declarative shadow root the page gave it
 * (console.element.ts), and its first render decides:
 * - the console starts on the login (no session, nothing to exchange; `startRoute` is what the
 *   router will do): the live tree hydrates the shell. The inputs stay the same nodes, with what the
 *   user typed, the focus and the caret (the login screen takes the values into its state), and
 *   nothing moves. The shell's styles go once the components' own sheets are adopted: Preact
 *   hydrates synchronously, so no frame is painted in between.
 * - anything else (a stored session: the page hid the shell, see prerender-login.ts; a public
 *   page other than the login): the shell is dropped and the console renders as without it.
 * Without a shell (a portal, the CDN script) this is r2wc's own renderer.
 */
export const consoleRenderer: R2WCRenderer<ConsoleElementProps, Mounted> = {
  mount(container, Component, props) {
    const history = consoleHistory({
      routeMode: routeModeOf(props.routeMode),
      basePath: props.basePath,
      authorizationCode: props.authorizationCode,
    });
    const element = createElement(Component, { ...props, history });
    const carried = container.querySelector(`style[${PRERENDERED_ATTRIBUTE}]`);
    if (carried && startRoute(history, props.authorizationCode || null)?.match.name === 'login') {
      // The carried styles become an adopted sheet while the tree hydrates, so that the tree is the
      // markup alone: with a `<style>` in front, Preact would move every node it takes, and a focused
      // input taken out of the tree loses its focus.
      const shadow = container as unknown as ShadowRoot;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(carried.textContent ?? '');
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
      carried.remove();
      const root = hydrateRoot(container, element);
      // Preact hydrates at once: the components' own sheets are adopted by now (React hydrates
      // later, and the carried rules, the same, stay).
      if (shadow.adoptedStyleSheets.length > 1) shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
      return { root, Component, history };
    }
    if (carried) container.replaceChildren();
    const root = createRoot(container);
    root.render(element);
    return { root, Component, history };
  },
  update({ root, Component, history }, props) {
    root.render(createElement(Component, { ...props, history }));
  },
  unmount({ root }) {
    root.unmount();
  },
};
