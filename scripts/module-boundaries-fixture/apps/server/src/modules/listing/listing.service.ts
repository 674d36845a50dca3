import { dealCount } from '../deal/deal.service.ts';
import { listings } from './listing.table.ts';

/** Planted: listing imports deal and deal imports listing (a module cycle). */
export const listingSummary = () => `${listings.name}: ${dealCount()}`;
