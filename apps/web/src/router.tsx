import { lazy, Suspense, useState } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { accountRoutes } from './modules/account/account.routes.tsx';
import { acquisitionRoutes } from './modules/acquisition/acquisition.routes.tsx';
import { collectRoutes } from './modules/collect/collect.routes.tsx';
import { contractRoutes } from './modules/contract/contract.routes.tsx';
import { customerRoutes } from './modules/customer/customer.routes.tsx';
import { estateRoutes } from './modules/estate/estate.routes.tsx';
import { homeRoutes } from './modules/home/home.routes.tsx';
import { houseRoutes } from './modules/house/house.routes.tsx';
import { messageRoutes } from './modules/message/message.routes.tsx';
import { oaRoutes } from './modules/oa/oa.routes.tsx';
import { orgRoutes } from './modules/org/org.routes.tsx';
import { promotionRoutes } from './modules/promotion/promotion.routes.tsx';
import { publicRoutes } from './modules/public/public.routes.tsx';
import { rechargeRoutes } from './modules/recharge/recharge.routes.tsx';
import { roleRoutes } from './modules/role/role.routes.tsx';
import { signRoutes } from './modules/sign/sign.routes.tsx';
import { statisticsRoutes } from './modules/statistics/statistics.routes.tsx';
import { bindNavigate, pathOf, ROOT_PAGE } from './platform/nav.ts';
import type { TPageRoute } from './platform/page-route.ts';
import { markRegistered } from './platform/registered-pages.ts';
import { PageLoading } from './ui/page-loading.tsx';
import { TabBar } from './ui/tab-bar.tsx';

// Off the first screen: the missing-page page carries ErrorBlock's illustrations.
const NotFound = lazy(() => import('./ui/not-found.tsx').then((m) => ({ default: m.NotFound })));

/** Every module's pages, at the seeds' paths. Only pages that work are registered. */
export const PAGE_ROUTES: TPageRoute[] = [
  ...accountRoutes,
  ...homeRoutes,
  ...messageRoutes,
  ...houseRoutes,
  ...customerRoutes,
  ...contractRoutes,
  ...estateRoutes,
  ...orgRoutes,
  ...roleRoutes,
  ...oaRoutes,
  ...publicRoutes,
  ...statisticsRoutes,
  ...signRoutes,
  ...acquisitionRoutes,
  ...rechargeRoutes,
  ...promotionRoutes,
  ...collectRoutes,
];
markRegistered(PAGE_ROUTES.map((r) => r.path));

const OVERLAY_PATHS = new Set(PAGE_ROUTES.filter((r) => r.overlay).map((r) => `/${r.path}`));

/**
 * The page registered at a location, looked up by its path (every page path is static; React Router
 * matches them ignoring case and a trailing slash). `<Routes>` is given only that page's route besides the
 * fixed ones: React Router flattens, ranks and compiles every route it is given on each render, which with
 * the ~110 pages cost several milliseconds per render, several renders per page load (TBT, measured 2026-11).
 */
const ROUTE_BY_PATH = new Map(PAGE_ROUTES.map((r) => [`/${r.path}`.toLowerCase(), r]));
const routeAt = (pathname: string) => ROUTE_BY_PATH.get(pathname.toLowerCase().replace(/\/+$/, ''));

/**
 * Starts loading the code of the page a location hash opens ('#/pages/house?x=1'; an empty hash opens
 * the root page); undefined when there is none to load. The first render waits for it (main.tsx), so that
 * it draws the page itself rather than the router's fallback (see lazyPage).
 */
export function preloadPageAt(hash: string): Promise<unknown> | undefined {
  const component = routeAt(`/${pathOf(hash) || ROOT_PAGE}`)?.component;
  return component && 'preload' in component ? component.preload() : undefined;
}

function NavigateBinder() {
  bindNavigate(useNavigate());
  return null;
}

function pageElement({ component: Page, tab }: TPageRoute) {
  return tab ? (
    <>
      <Page />
      <TabBar />
    </>
  ) : (
    <Page />
  );
}

function PageRoutes() {
  const location = useLocation();
  const isOverlay = OVERLAY_PATHS.has(location.pathname);
  // The last ordinary page stays rendered beneath an overlay route (setState-during-render keeps it in step).
  const [underneath, setUnderneath] = useState(location);
  if (!isOverlay && underneath !== location) setUnderneath(location);
  const background = isOverlay && !OVERLAY_PATHS.has(underneath.pathname) ? underneath : null;
  const shown = isOverlay ? (background ?? { ...location, pathname: '/__blank' }) : location;
  const page = routeAt(shown.pathname);
  const overlay = isOverlay ? routeAt(location.pathname) : undefined;

  return (
    <>
      <Routes location={shown}>
        <Route path="/" element={<Navigate to={`/${ROOT_PAGE}`} replace />} />
        {page && !page.overlay ? <Route key={page.path} path={`/${page.path}`} element={pageElement(page)} /> : null}
        <Route path="/__blank" element={null} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {isOverlay ? (
        <Routes>
          {overlay?.overlay ? (
            <Route key={overlay.path} path={`/${overlay.path}`} element={<overlay.component />} />
          ) : null}
        </Routes>
      ) : null}
    </>
  );
}

export function AppRouter() {
  return (
    <HashRouter>
      <NavigateBinder />
      <Suspense fallback={<PageLoading />}>
        <PageRoutes />
      </Suspense>
    </HashRouter>
  );
}
