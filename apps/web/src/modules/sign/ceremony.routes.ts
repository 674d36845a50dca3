import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { CEREMONY_PAGE } from './ceremony/ceremony-links.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/**
 * 电子签约, the ceremony's pages (docs/signing-ceremony-pages.md): on-site signing, the
 * seed's pdf-viewer and print, and the public verification page. The signer's page is
 * pages/h5/lime-signature?token= (registered in sign.routes.tsx).
 */
export const ceremonyRoutes: TPageRoute[] = [
  page(CEREMONY_PAGE.onsite, '现场签署', () => import('./ceremony/pages/onsite.tsx')),
  page(CEREMONY_PAGE.pdfViewer, '查看文件', () => import('./ceremony/pages/pdf-viewer.tsx')),
  page(CEREMONY_PAGE.print, '打印', () => import('./ceremony/pages/print.tsx')),
  page(CEREMONY_PAGE.verify, '合同核验', () => import('./ceremony/pages/verify.tsx')),
  page(CEREMONY_PAGE.copy, '我的合同', () => import('./ceremony/pages/contract-copy.tsx')),
];
