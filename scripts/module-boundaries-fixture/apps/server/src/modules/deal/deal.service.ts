import { listings } from '../listing/listing.table.ts';

/** Planted: deal reads listing's table instead of going through its service. */
export const dealCount = () => listings.name.length;
