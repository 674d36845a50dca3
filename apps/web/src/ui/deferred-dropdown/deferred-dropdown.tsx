import { type ComponentType, useEffect, useState } from 'react';
import { loadOnce } from '../../platform/load-once.ts';
import { whenIdle } from '../when-idle.ts';
import { DropdownNav, type TDropdownNavItem } from './dropdown-nav.tsx';

/** What a deferred bar adds to its props: the item to open at once (tapped before the code had loaded). */
export type TOpenAtStart = { openAtStart?: string | null };

type TBar<P extends object> = ComponentType<P & TOpenAtStart>;

/** A dropdown bar's code, loaded on demand, and how to draw its titles before. */
export type TDeferredBar<P extends object> = {
  /** The bar, once its code has loaded. */
  loaded: () => TBar<P> | undefined;
  /** Starts loading the code (once; again after a failed download). */
  start: () => Promise<TBar<P>>;
  items: (props: P) => readonly TDropdownNavItem[];
  className?: string;
};

export function deferredBar<P extends object>(
  load: () => Promise<TBar<P>>,
  items: (props: P) => readonly TDropdownNavItem[],
  className?: string,
): TDeferredBar<P> {
  const { start, loaded } = loadOnce(load);
  return { loaded, start, items, className };
}

/**
 * Runs `run` once the page has settled: at the first touch anywhere (a tap on a filter is likely next), or
 * when the browser is idle after SETTLE_MS. Loaded on the first idle moment, the bar's code (eight files)
 * would leave while the list's covers are still on their way, and share the six connections with them (the
 * listing tab's largest paint would come later). Returns a cancel.
 */
const SETTLE_MS = 4000;
function whenSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    clearTimeout(timer);
    cancelIdle();
    window.removeEventListener('pointerdown', go, options);
  };
  function go() {
    cancel();
    run();
  }
  timer = setTimeout(() => {
    cancelIdle = whenIdle(go, 2000);
  }, SETTLE_MS);
  window.addEventListener('pointerdown', go, options);
  return cancel;
}

/**
 * A dropdown filter bar whose code loads once the list has shown: antd-mobile's Dropdown brings
 * Popup, Mask, react-spring and @use-gesture (about 30 KB gzip and four requests), which the bar needs only
 * when an item opens. Until then `DropdownNav` draws the same bar; the code loads once the page has settled
 * (`whenSettled`), or at once on a tap on the bar, and the real bar then opens that item (`openAtStart`).
 * `onStart` is told when the code starts loading, for data only the open bar shows.
 */
export function DeferredDropdown<P extends object>({
  bar,
  props,
  onStart,
}: {
  bar: TDeferredBar<P>;
  props: P;
  onStart?: () => void;
}) {
  // Not React.lazy: a lazy component starts its download when first rendered, i.e. with the list.
  const [Bar, setBar] = useState(bar.loaded);
  const [openAtStart, setOpenAtStart] = useState<string | null>(null);
  // Setting state after an unmount is a no-op; a failed download leaves the stand-in, and a tap asks again.
  const load = () => {
    onStart?.();
    void bar.start().then(
      (loadedBar) => setBar(() => loadedBar),
      () => undefined,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` only reads `bar` and `onStart`
  useEffect(() => (Bar ? undefined : whenSettled(load)), [bar, Bar]);
  if (Bar) return <Bar {...props} openAtStart={openAtStart} />;
  return (
    <DropdownNav
      items={bar.items(props)}
      className={bar.className}
      onOpen={(key) => {
        setOpenAtStart(key);
        load();
      }}
    />
  );
}
