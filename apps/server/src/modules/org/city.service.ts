import type { ZOpenCity } from '@awb/contract/org.contract';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { companyRepository } from '../company/company.repository.ts';
import { regionData } from '../region/region-data.ts';
import { companyCityRepository } from './company-city.repository.ts';

type TOpenCity = z.input<typeof ZOpenCity>;

/** Cities the company works in: its registration city until others are chosen. */
export class CityService {
  constructor(private readonly deps: TDeps) {}

  async opened(ctx: TRequestContext): Promise<TOpenCity[]> {
    const { db } = this.deps;
    let ids = await companyCityRepository.ids(db, ctx.companyId);
    if (ids.length === 0) {
      const company = await companyRepository.findById(db, ctx.companyId);
      ids = company ? [company.cityId] : [];
    }
    return ids.map((id) => this.city(id)).filter((c): c is TOpenCity => c !== undefined);
  }

  async more(ctx: TRequestContext, pid: number | undefined): Promise<(TOpenCity & { opened: boolean })[]> {
    const opened = new Set((await this.opened(ctx)).map((c) => c.cityId));
    const region = regionData();
    const cities = pid === undefined ? region.cities : region.citiesOf(pid);
    return cities.map((c) => ({ cityId: c.id, cityName: c.name, provinceId: c.pid, opened: opened.has(c.id) }));
  }

  async save(ctx: TRequestContext, cityIds: number[]): Promise<TOpenCity[]> {
    const ids = [...new Set(cityIds)];
    for (const id of ids) if (!this.city(id)) throw notFound('城市不存在');
    await this.deps.db.transaction((tx) => companyCityRepository.replace(tx, ctx.companyId, ids));
    return this.opened(ctx);
  }

  private city(id: number): TOpenCity | undefined {
    const c = regionData().city(id);
    return c ? { cityId: c.id, cityName: c.name, provinceId: c.pid } : undefined;
  }
}
