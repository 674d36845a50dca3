import './platform/antd-react19.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFirstData } from './platform/first-data.ts';
import { installGlobalErrorHandler } from './platform/global-errors.ts';
import { AppRouter } from './router.tsx';
import './ui/global.css';

installGlobalErrorHandler();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
// The listing tab's first page and app-use switch, from a small chunk of their own (kept out of every
// other page's first screen).
prefetchFirstData(queryClient, window.location.hash, {
  'pages/house': (client) =>
    void import('./modules/house/listing-first-data.ts').then((m) => m.prefetchListingTab(client)),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </ConfigProvider>
  </StrictMode>,
);
