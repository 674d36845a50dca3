import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';
import { DropdownNav, type TDropdownNavItem } from './dropdown-nav.tsx';

/** What a deferred bar adds to its props: the item to open at once (tapped before the code had loaded). */
export type TOpenAtStart = { openAtStart?: string | null };

/** A dropdown bar's code, loaded on demand, and how to draw its titles before. */
export type TDeferredBar<P extends object> = {
  Bar: LazyExoticComponent<ComponentType<P & TOpenAtStart>>;
  /** Starts loading the code (once). */
  start: () => Promise<unknown>;
  items: (props: P) => readonly TDropdownNavItem[];
  className?: string;
};

export function deferredBar<P extends object>(
  load: () => Promise<ComponentType<P & TOpenAtStart>>,
  items: (props: P) => readonly TDropdownNavItem[],
  className?: string,
): TDeferredBar<P> {
  let loading: Promise<ComponentType<P & TOpenAtStart>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return { Bar: lazy(() => start().then((component) => ({ default: component }))), start, items, className };
}

/**
 * Runs `run` once the page has settled: at the first touch anywhere (a tap on a filter is likely next), or
 * when the browser is idle after SETTLE_MS. Loaded on the first idle moment, the bar's code (eight files)
 * left while the list's covers were still on their way, and shared the six connections with them (issue 17:
 * the listing tab's largest paint came later). Returns a cancel.
 */
const SETTLE_MS = 4000;
function whenSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('pointerdown', go, options);
  };
  function go() {
    cancel();
    run();
  }
  timer = setTimeout(
    () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: 2000 }) : go()),
    SETTLE_MS,
  );
  window.addEventListener('pointerdown', go, options);
  return cancel;
}

/**
 * A dropdown filter bar whose code loads once the list has shown (issue 17): antd-mobile's Dropdown brings
 * Popup, Mask, react-spring and @use-gesture (about 30 KB gzip and four requests), which the bar needs only
 * when an item opens. Until then `DropdownNav` draws the same bar; the code loads once the page has settled
 * (`whenSettled`), or at once on a tap on the bar, and the real bar then opens that item (`openAtStart`).
 */
export function DeferredDropdown<P extends object>({ bar, props }: { bar: TDeferredBar<P>; props: P }) {
  const [openAtStart, setOpenAtStart] = useState<string | null>(null);
  useEffect(() => whenSettled(() => void bar.start()), [bar]);
  const { Bar } = bar;
  return (
    <Suspense
      fallback={
        <DropdownNav
          items={bar.items(props)}
          className={bar.className}
          onOpen={(key) => {
            setOpenAtStart(key);
            void bar.start();
          }}
        />
      }
    >
      <Bar {...props} openAtStart={openAtStart} />
    </Suspense>
  );
}
