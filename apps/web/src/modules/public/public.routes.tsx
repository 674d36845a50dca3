import type { TPageRoute } from '../../platform/page-route.ts';

export const publicRoutes: TPageRoute[] = [];
