import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadOnce } from './load-once.ts';

type TPageModule = { default: ComponentType };

/** A page's code split off with React.lazy, which can also be asked for before it is first rendered. */
export type TLazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<TPageModule> };

/**
 * React.lazy, plus `preload()`. A page whose module has arrived through `preload()` renders at once on
 * its first render: React.lazy settles within the render when its loader returns a thenable that calls
 * back synchronously. Without that the first render commits the router's fallback, and React (19) then
 * holds the page's reveal until 300 ms after the fallback appeared (its Suspense throttle): ~250 ms of an
 * idle main thread before the listing tab's cards painted on a cold load (LCP, measured 2026-11).
 */
export function lazyPage(load: () => Promise<TPageModule>): TLazyPage {
  const { start: preload, loaded } = loadOnce(load);
  const settled = (module: TPageModule) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, one React.lazy settles within the render
    ({ then: (resolve: (m: TPageModule) => void) => resolve(module) }) as unknown as Promise<TPageModule>;
  return Object.assign(
    lazy(() => {
      const module = loaded();
      return module ? settled(module) : preload();
    }),
    { preload },
  );
}
