import './platform/antd-react19.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchListingTab } from './modules/house/listing-first-data.ts';
import { authStore } from './platform/auth-store.ts';
import { prefetchFirstData } from './platform/first-data.ts';
import { installGlobalErrorHandler } from './platform/global-errors.ts';
import { startRedirect } from './platform/nav.ts';
import { AppRouter, preloadPageAt } from './router.tsx';
import './ui/global.css';

installGlobalErrorHandler();

// Without a session the start page only sends the visitor on to login: go there before the first render.
const redirect = startRedirect(window.location.hash, authStore.headers() !== null);
if (redirect) window.history.replaceState(window.history.state, '', `#/${redirect}`);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
// The listing tab's first page and app-use switch, sent as soon as the entry runs. In the first screen
// (2.7 KB gzip), not a chunk of their own: Chrome evaluated such a chunk only once the tab's whole module
// graph had loaded, as the tab imports the same modules, so that the requests left ~1 s late (measured 2026-11).
prefetchFirstData(queryClient, window.location.hash, { 'pages/house': prefetchListingTab });

// The first render as a transition: React then renders it in slices of a few milliseconds,
// yielding between them, instead of one long task of the page's whole tree (Lighthouse's TBT). It waits
// for the opened page's code (already asked for by index.html's preloads), so that it draws that page and
// not the router's fallback, whose reveal React would hold back 300 ms (see lazyPage).
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <ConfigProvider locale={zhCN}>
          <QueryClientProvider client={queryClient}>
            <AppRouter />
          </QueryClientProvider>
        </ConfigProvider>
      </StrictMode>,
    ),
  );
// At most FIRST_RENDER_WAIT_MS: on a stalled network the router's loading state shows rather than a blank page.
const FIRST_RENDER_WAIT_MS = 1500;
const opened = preloadPageAt(window.location.hash);
if (opened) {
  let rendered = false;
  const once = () => {
    if (rendered) return;
    rendered = true;
    render();
  };
  void opened.then(once, once);
  setTimeout(once, FIRST_RENDER_WAIT_MS);
} else render();
