import type { TPageRoute } from '../../platform/page-route.ts';

/** The community pages (pages/estate/*) and the map page; added as they work. */
export const estateRoutes: TPageRoute[] = [];
