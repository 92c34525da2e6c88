import { useEffect, useState, type ComponentType } from 'react';
import { routerTexts } from '../src/i18n/zh-CN/router';
import { loadedValue, loadOnce } from '../src/ui/lazy/load-once';
import { fireError } from './shared/error-event';

/** A lazily loaded view; `preload` starts fetching its chunk before the first render needs it. */
export type LazyViewComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

type ViewModule<P> = { default: ComponentType<P> };
type ViewState<P> = { status: 'loading' } | { status: 'ready'; View: ComponentType<P> } | { status: 'failed'; message: string };

/**
 * Wraps an element's view so that its code loads on first use: the class and its tag stay in the
 * entry (defined at once), the view goes to its own chunk, off the console's login path. A load that
 * fails, or takes over the spec's 120 s (`timeoutMs`), shows the chunk-load error with a retry button
 * in the element's part `error`, and the element (the host of the shadow root r2wc passes as
 * `container`) fires `irr-error` with it.
 */
export function lazyView<P extends object>(
  load: () => Promise<ViewModule<P>>,
  { name = 'view', timeoutMs }: { name?: string; timeoutMs?: number } = {},
): LazyViewComponent<P> {
  const preload = () => loadOnce(name, load, timeoutMs);
  const initial = (): ViewState<P> => {
    const loaded = loadedValue(load);
    return loaded ? { status: 'ready', View: loaded.default } : { status: 'loading' };
  };
  function LazyView(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState(initial);
    useEffect(() => {
      if (state.status === 'ready') return;
      let live = true;
      preload().then(
        (module) => live && setState({ status: 'ready', View: module.default }),
        (error: Error) => {
          if (!live) return;
          setState({ status: 'failed', message: error.message });
          const { container } = props as { container?: unknown };
          if (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot) fireError(container.host, error.message);
        },
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (state.status === 'ready') return <state.View {...props} />;
    if (state.status === 'loading') return null;
    return (
      <div role="alert" part="error">
        <p>
          {routerTexts.chunkLoadFailed}：{state.message}
        </p>
        <button
          type="button"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {routerTexts.retry}
        </button>
      </div>
    );
  }
  return Object.assign(LazyView, { preload });
}
