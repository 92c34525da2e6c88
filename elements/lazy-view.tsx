import { lazy, Suspense, type ComponentType } from 'react';

/** A lazily loaded view; `preload` starts fetching its chunk before the first render needs it. */
export type LazyViewComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * Wraps an element's view so that its code loads on first use: the class and its tag stay in the
 * entry (defined at once), the view goes to its own chunk, off the console's login path.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyViewComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load());
  const View = lazy(preload);
  function LazyView(props: P) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyView, { preload });
}
