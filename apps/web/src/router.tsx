import { Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { accountRoutes } from './modules/account/account.routes.tsx';
import { homeRoutes } from './modules/home/home.routes.tsx';
import { publicRoutes } from './modules/public/public.routes.tsx';
import { bindNavigate, ROOT_PAGE } from './platform/nav.ts';
import type { TPageRoute } from './platform/page-route.ts';
import { markRegistered } from './platform/registered-pages.ts';
import { NotFound } from './ui/not-found.tsx';
import { PageLoading } from './ui/page-loading.tsx';
import { TabBar } from './ui/tab-bar.tsx';

/** Every module's pages, at the seeds' paths. Only pages that work are registered. */
export const PAGE_ROUTES: TPageRoute[] = [...accountRoutes, ...homeRoutes, ...publicRoutes];
markRegistered(PAGE_ROUTES.map((r) => r.path));

function NavigateBinder() {
  bindNavigate(useNavigate());
  return null;
}

export function AppRouter() {
  return (
    <HashRouter>
      <NavigateBinder />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<Navigate to={`/${ROOT_PAGE}`} replace />} />
          {PAGE_ROUTES.map(({ path, component: Page, tab }) => (
            <Route
              key={path}
              path={`/${path}`}
              element={
                tab ? (
                  <>
                    <Page />
                    <TabBar />
                  </>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </HashRouter>
  );
}
