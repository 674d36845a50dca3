import { dealCount } from '../modules/deal/deal.service.ts';

/** Planted: the platform reaching into a module. */
export const tick = () => dealCount();
