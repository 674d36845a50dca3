import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

/** The community pages (pages/estate/*) and the map page. */
export const estateRoutes: TPageRoute[] = [
  { path: 'pages/estate/index', title: '小区档案', component: lazyPage(() => import('./pages/index.tsx')) },
  { path: 'pages/estate/detail', title: '小区详情', component: lazyPage(() => import('./pages/detail.tsx')) },
  { path: 'pages/estate/operation', title: '新增小区', component: lazyPage(() => import('./pages/operation.tsx')) },
  { path: 'pages/estate/house-type', title: '户型', component: lazyPage(() => import('./pages/house-type.tsx')) },
  {
    path: 'pages/estate/operation-type',
    title: '新增户型',
    component: lazyPage(() => import('./pages/operation-type.tsx')),
  },
  {
    path: 'pages/estate/house-type-detail',
    title: '户型详情',
    component: lazyPage(() => import('./pages/house-type-detail.tsx')),
  },
  {
    path: 'pages/estate/other-record',
    title: '变更记录',
    component: lazyPage(() => import('./pages/other-record.tsx')),
  },
  {
    path: 'pages/estate/operation-image',
    title: '小区图片',
    component: lazyPage(() => import('./pages/operation-image.tsx')),
  },
  {
    path: 'pages/estate/select-estate',
    title: '选择小区',
    overlay: true,
    component: lazyPage(() => import('./pages/select-estate.tsx')),
  },
  {
    path: 'pages/estate/delete-dialog',
    title: '删除小区',
    overlay: true,
    component: lazyPage(() => import('./pages/delete-dialog.tsx')),
  },
  { path: 'pages/public/map', title: '地图', component: lazyPage(() => import('./pages/map.tsx')) },
];
