import { useEffect, useState, type ComponentType } from 'react';
import { routerTexts } from '../../i18n/zh-CN/router';
import { loadedValue, loadOnce } from './load-once';

/** Resolves to the component, e.g. `() => import('./place-screen').then((m) => m.PlaceScreen)`. */
export type PartLoader<P> = () => Promise<ComponentType<P>>;

type PartState<P> = { status: 'loading' } | { status: 'ready'; component: ComponentType<P> } | { status: 'failed'; error: Error };

/**
 * A component whose code is its own chunk, fetched when it first mounts: a screen of a group other
 * than the group's landing page, a gallery section. While loading it shows a status; if loading
 * fails (or takes over 120 s) an alert with a retry button. Its props pass through unchanged.
 */
export function lazyPart<P extends object>(name: string, load: PartLoader<P>): ComponentType<P> {
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<PartState<P>>(() => {
      const component = loadedValue(load);
      return component ? { status: 'ready', component } : { status: 'loading' };
    });
    useEffect(() => {
      // Loaded between the first render and this effect (another mount's load): show it now.
      const loaded = loadedValue(load);
      if (loaded) {
        setState((current) => (current.status === 'ready' ? current : { status: 'ready', component: loaded }));
        return;
      }
      let live = true;
      setState({ status: 'loading' });
      loadOnce(name, load).then(
        (component) => live && setState({ status: 'ready', component }),
        (error: Error) => live && setState({ status: 'failed', error }),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (state.status === 'ready') {
      const Part = state.component;
      return <Part {...props} />;
    }
    if (state.status === 'loading')
      return (
        <p className="irr-lazy-state" role="status">
          {routerTexts.loading}
        </p>
      );
    return (
      <div className="irr-lazy-state" role="alert">
        <p>
          {routerTexts.chunkLoadFailed}：{state.error.message}
        </p>
        <button type="button" className="irr-button" onClick={() => setAttempt((n) => n + 1)}>
          {routerTexts.retry}
        </button>
      </div>
    );
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart;
}
