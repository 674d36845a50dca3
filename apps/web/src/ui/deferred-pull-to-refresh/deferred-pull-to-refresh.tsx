import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../when-idle.ts';

type TPullToRefresh = ComponentType<PullToRefreshProps>;

let loaded: TPullToRefresh | undefined;
let loading: Promise<TPullToRefresh> | undefined;

/** Starts loading antd-mobile's PullToRefresh (once). */
export function loadPullToRefresh(): Promise<TPullToRefresh> {
  loading ??= import('antd-mobile/es/components/pull-to-refresh').then(
    (m) => {
      loaded = m.default;
      return loaded;
    },
    (error: unknown) => {
      // A failed download (offline): the next touch asks again; the list meanwhile stays as it is.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Hosts `node` (the list, rendered elsewhere through a portal) as its element's content, from a layout effect:
 * before the browser paints, on mount and when the wrapper around it changes.
 */
function Slot({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    host?.appendChild(node);
    return () => {
      if (node.parentNode === host) host?.removeChild(node);
    };
  }, [node]);
  return <div ref={ref} style={{ display: 'contents' }} />;
}

/**
 * antd-mobile's PullToRefresh as it draws itself at rest (same elements and classes, the head closed), while
 * the component's code is still loading. The head's two rules of its stylesheet are written inline: importing
 * the stylesheet here made the bundler load the component's chunk with it, and with that react-spring and
 * @use-gesture (the stylesheet comes with the component's code).
 */
function StandIn({ children, onTouchStart }: { children: ReactNode; onTouchStart: () => void }) {
  return (
    <div className="adm-pull-to-refresh" onTouchStart={onTouchStart}>
      <div className="adm-pull-to-refresh-head" style={{ height: 0, overflow: 'hidden', position: 'relative' }}>
        <div className="adm-pull-to-refresh-head-content" style={{ height: 40 }}>
          下拉刷新
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  );
}

/**
 * A pull-to-refresh list whose code loads once the list has shown: antd-mobile's PullToRefresh
 * brings react-spring and @use-gesture (about 27 KB gzip in two chunks), which only a pull needs. Until then
 * `StandIn` draws the same elements; the code loads on idle, or at once when a finger touches the list, and
 * the real component takes over. The list itself is rendered once, through a portal into a node of its own
 * that the wrapper hosts, so the change of wrapper neither remounts it (its state, scroll and images stay)
 * nor moves a pixel.
 */
export function DeferredPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [Real, setReal] = useState<TPullToRefresh | undefined>(() => loaded);
  const [node] = useState(() => {
    const div = document.createElement('div');
    div.style.display = 'contents';
    return div;
  });
  // Setting the state after an unmount is a no-op: no need to track whether the list is still shown.
  const start = () =>
    void loadPullToRefresh().then(
      (component) => setReal(() => component),
      () => undefined,
    );
  useEffect(() => {
    if (Real) return undefined;
    return whenIdle(
      () =>
        void loadPullToRefresh().then(
          (component) => setReal(() => component),
          () => undefined,
        ),
    );
  }, [Real]);
  const slot = <Slot node={node} />;
  return (
    <>
      {Real ? (
        <Real onRefresh={async () => void (await onRefresh())}>{slot}</Real>
      ) : (
        <StandIn onTouchStart={start}>{slot}</StandIn>
      )}
      {createPortal(children, node)}
    </>
  );
}
