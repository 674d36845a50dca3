import { listingTabRequests } from './modules/house/listing-first-data.ts';
import { firstRequests } from './platform/first-data.ts';

/**
 * The reads the document sends for each entry page before the app's code has loaded, written into
 * index.html by the build (build/page-preloads.ts): the same requests main.tsx's prefetch makes.
 */
export const documentRequests = () => firstRequests({ 'pages/house': listingTabRequests });
