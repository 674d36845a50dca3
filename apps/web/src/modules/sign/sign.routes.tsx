import type { ComponentType } from 'react';
import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';
import { ceremonyRoutes } from './ceremony.routes.ts';
import { contractFormRoutes } from './contract-form.routes.ts';
import { contractListRoutes } from './contract-list.routes.ts';
import { SIGN_PAGE } from './sign-links.ts';

const page = (path: string, title: string, load: () => Promise<{ default: ComponentType }>): TPageRoute => ({
  path,
  title,
  component: lazyPage(load),
});

/**
 * 电子签约, the set-up side: the signing home, the template square (seed 000 §2 paths), the
 * company certification and handwritten-signature H5 pages, and the set-up screens the seed implies
 * (seals, signatures, template fields, settings) at paths of our own (docs/signing-pages.md).
 */
export const signRoutes: TPageRoute[] = [
  page(SIGN_PAGE.home, '电子签约', () => import('./pages/index.tsx')),
  page(SIGN_PAGE.templates, '模板广场', () => import('./pages/contract-template.tsx')),
  page(SIGN_PAGE.templateFields, '模板字段', () => import('./pages/template-fields.tsx')),
  page(SIGN_PAGE.seals, '印章管理', () => import('./pages/seal.tsx')),
  page(SIGN_PAGE.sealCreate, '制作印章', () => import('./pages/seal-create.tsx')),
  page(SIGN_PAGE.signatures, '签名管理', () => import('./pages/signature.tsx')),
  page(SIGN_PAGE.draw, '手写签名', () => import('./pages/lime-signature.tsx')),
  page(SIGN_PAGE.setting, '签署设置', () => import('./pages/setting.tsx')),
  page(SIGN_PAGE.attestation, '企业认证', () => import('./pages/signbase-attestation.tsx')),
  ...contractFormRoutes,
  ...contractListRoutes,
  ...ceremonyRoutes,
];
