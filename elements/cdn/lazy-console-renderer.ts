import type { R2WCRenderer } from '@r2wc/core';
import { loadOnce } from '../../src/ui/lazy/load-once';
import type { ConsoleElementProps, Mounted } from '../console/console-renderer';
import { emit } from '../console/console-events';
import { chunkFailure } from '../chunk-failure';

type ConsoleMain = typeof import('./console-main');

interface LazyMounted {
  props: ConsoleElementProps;
  mounted: Mounted | null;
  gone: boolean;
  main?: ConsoleMain;
}

/**
 * `<irr-console>`'s renderer in the CDN build (scripts/build-cdn.mjs puts it in place of
 * console-renderer.ts): the class is defined with the core, the console's tree (login, router,
 * shell) is a chunk fetched on the element's first mount, then mounted by the real renderer with the
 * latest props. A load that fails, or takes over the spec's 120 s, shows the chunk-load error in the
 * shadow root (and fires `irr-error`) with a retry button.
 */
export function lazyConsoleRenderer(load: () => Promise<ConsoleMain>, timeoutMs?: number): R2WCRenderer<ConsoleElementProps, LazyMounted> {
  const attempt = (container: HTMLElement, state: LazyMounted) => {
    loadOnce('irr-console', load, timeoutMs).then(
      (main) => {
        if (state.gone) return;
        state.main = main;
        container.querySelector('[data-irr-chunk-failure]')?.remove();
        state.mounted = main.consoleRenderer.mount(container, main.ConsoleRoot, state.props);
      },
      (error: Error) => {
        if (state.gone) return;
        const host = (container as unknown as ShadowRoot).host ?? container;
        emit(host, 'irr-error', { message: error.message });
        container.append(chunkFailure(error.message, () => attempt(container, state)));
      },
    );
  };
  return {
    mount(container, _Component, props) {
      const state: LazyMounted = { props, mounted: null, gone: false };
      attempt(container, state);
      return state;
    },
    update(state, props) {
      state.props = props;
      if (state.mounted) state.main!.consoleRenderer.update(state.mounted, props);
    },
    unmount(state) {
      state.gone = true;
      if (state.mounted) state.main!.consoleRenderer.unmount(state.mounted);
    },
  };
}

export const consoleRenderer = lazyConsoleRenderer(() => import('./console-main'));
