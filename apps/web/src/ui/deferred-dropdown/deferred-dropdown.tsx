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

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);

/**
 * A dropdown filter bar whose code loads once the list has shown (issue 17): antd-mobile's Dropdown brings
 * Popup, Mask, react-spring and @use-gesture (about 30 KB gzip and four requests), which the bar needs only
 * when an item opens. Until then `DropdownNav` draws the same bar; a tap on it loads the code at once and the
 * real bar opens that item (`openAtStart`).
 */
export function DeferredDropdown<P extends object>({ bar, props }: { bar: TDeferredBar<P>; props: P }) {
  const [openAtStart, setOpenAtStart] = useState<string | null>(null);
  useEffect(() => {
    whenIdle(() => void bar.start());
  }, [bar]);
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
