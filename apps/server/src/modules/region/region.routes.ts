import { regionEndpoints as api } from '@awb/contract/region.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { regionData } from './region-data.ts';

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  const regions = regionData();
  route(app, api.getProvince, async () => ok(regions.provinces));
  route(app, api.getCity, async ({ query }) => ok(query.pid ? regions.citiesOf(query.pid) : regions.cities));
  route(app, api.getDistractList, async ({ query }) => {
    const cityId = query.cityId ?? query.city;
    return ok(cityId ? regions.districtsOf(cityId) : []);
  });
}
