/**
 * Screens loaded when first needed (issue 21): the page starts by parsing the shell and the League screen only, and
 * the rest of the screens (and the chart library) follow once it has drawn, so a later navigation never waits for
 * them either. Vite puts each `import()` in a chunk of its own.
 */
import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A component whose code is fetched on its first render (the nearest Suspense shows nothing meanwhile), or at once
 * once `preloadScreens` has fetched it.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((c) => {
      loaded = c;
      return c;
    }));
  const Lazy = lazy(() => start().then((c) => ({ default: c })));
  loaders.push(start);
  return function LazyScreen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
}

/** Fetch every lazy screen's code once the page is idle (a failure shows when that screen is opened). */
export function preloadScreens(): void {
  const run = () => {
    for (const l of loaders) l().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
