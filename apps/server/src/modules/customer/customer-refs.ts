import type { TExecutor } from '../../platform/db/db.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { regionData } from '../region/region-data.ts';

export type TCommunityName = { communityId: number; name: string; districtId: number };

/**
 * What the customer book reads from other modules: company communities (intention) and region names.
 * Reads only, always by the caller's company.
 */
export const customerRefs = {
  async communities(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, TCommunityName>> {
    const map = new Map<number, TCommunityName>();
    const unique = [...new Set(ids)];
    if (unique.length === 0) return map;
    const found = await communityLookup.byIds(db, companyId, unique);
    for (const [id, c] of found) map.set(id, { communityId: c.communityId, name: c.name, districtId: c.districtId });
    return map;
  },

  cityName(cityId: number | null): string {
    return cityId ? (regionData().city(cityId)?.name ?? '') : '';
  },

  districtName(id: number): string {
    return regionData().district(id)?.name ?? '';
  },

  /** Whether the district codes exist (and belong to the city when one is given). */
  districtsValid(cityId: number | null, ids: number[]): boolean {
    return ids.every((id) => {
      const d = regionData().district(id);
      return d !== undefined && (cityId === null || d.cityId === cityId);
    });
  },

  cityValid(cityId: number): boolean {
    return regionData().city(cityId) !== undefined;
  },
};
