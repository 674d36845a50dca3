import { z } from 'zod';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope } from './common/envelope.ts';
import { ZId } from './common/fields.ts';

/**
 * Region ids (docs/api.md): provinces 1–34 in GB/T 2260 order; cities from 1000 in the same order
 * (a municipality or special region is one city); districts use their 6-digit GB/T 2260 code.
 */
export const ZProvince = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const ZCity = z.object({ pid: z.number(), id: z.number(), name: z.string(), code: z.string() });
export const ZDistrict = z.object({ cityId: z.number(), id: z.number(), name: z.string() });
export type TProvince = z.output<typeof ZProvince>;
export type TCity = z.output<typeof ZCity>;
export type TDistrict = z.output<typeof ZDistrict>;

export const regionEndpoints = {
  getProvince: endpoint({
    method: 'GET',
    path: '/base/getProvince',
    // Public reference data: the registration form needs it before anyone is logged in.
    auth: 'none',
    summary: 'The 34 provinces',
    response: ZEnvelope(z.array(ZProvince)),
  }),
  getCity: endpoint({
    method: 'GET',
    path: '/base/getCity',
    auth: 'none',
    summary: 'Cities of a province (pid), or every city when pid is absent',
    query: z.object({ pid: ZId.optional() }),
    response: ZEnvelope(z.array(ZCity)),
  }),
  getDistractList: endpoint({
    method: 'GET',
    path: '/base/getDistractList',
    auth: 'none',
    summary: 'Districts of a city (cityId; `city` is accepted as well)',
    query: z.object({ cityId: ZId.optional(), city: ZId.optional() }),
    response: ZEnvelope(z.array(ZDistrict)),
  }),
} as const;
