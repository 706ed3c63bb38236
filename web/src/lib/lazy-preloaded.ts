import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A lazy component whose chunk, once fetched, renders in the same pass: no Suspense fallback is committed, so
 * React's reveal throttle (about 300 ms for every boundary that showed its fallback) is not paid when
 * `preload()` fetched the chunk at boot (app-routes' `preloadPage`). React.lazy takes any thenable: when the module is
 * already here it gets one that answers at once instead of a promise that answers a tick later.
 */
export function lazyPreloaded<P>(load: () => Promise<Module<P>>): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<Module<P>> } {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline) is tried again at the next render
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => (loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<Module<P>>) : preload()));
  return { Component, preload };
}
