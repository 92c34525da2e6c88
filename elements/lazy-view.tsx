import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Wraps an element's view so that its code loads on first use: the class and its tag stay in the
 * entry (defined at once), the view goes to its own chunk, off the console's login path.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const View = lazy(load);
  return function LazyView(props: P) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
