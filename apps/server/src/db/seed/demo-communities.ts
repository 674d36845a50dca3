import { and, eq } from 'drizzle-orm';
import { adoptCommunity } from '../../modules/community/catalogue/catalogue.service.ts';
import { catalogueCommunities } from '../../modules/community/catalogue/catalogue.table.ts';
import { importCatalogue } from '../../modules/community/catalogue/catalogue-import.ts';
import { houseTypes } from '../../modules/community/community.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { HANGZHOU_CATALOGUE } from './demo-communities-hangzhou.ts';
import type { TDemoIds } from './demo-ids.ts';

/** Catalogue communities each demo company has adopted (company B shares 东方郡 with A: isolation shows). */
const ADOPTED = {
  companyA: ['翠苑一区', '嘉绿苑', '文鼎苑', '西城年华', '绿城春江花月', '东方郡', '缤纷北苑', '信义坊'],
  companyB: ['金色海岸', '星耀城', '彩虹城', '东方郡'],
};

/** House types of a few demo communities: [community, title, room, hall, showerRoom, toward, area, tags]. */
const HOUSE_TYPES: [string, string, number, number, number, string, number, string[]][] = [
  ['翠苑一区', 'A户型', 2, 1, 1, '南', 58, ['户型方正']],
  ['翠苑一区', 'B户型', 3, 1, 1, '南北', 72, ['南北通透', '明厨明卫']],
  ['文鼎苑', '两房', 2, 2, 1, '南', 96, ['户型方正', '动静分区']],
  ['文鼎苑', '三房', 3, 2, 2, '南北', 128, ['南北通透', '双阳台']],
  ['绿城春江花月', '江景四房', 4, 2, 2, '南', 178, ['大面宽', '得房率高']],
  ['绿城春江花月', '三房', 3, 2, 2, '南北', 138, ['南北通透']],
];

/**
 * The base catalogue of 杭州市 (loaded once; the CSV import adds other cities) and the communities
 * of both demo companies, adopted from it with their buildings, units and rooms.
 */
export async function seedDemoCommunities(tx: TExecutor, ids: TDemoIds): Promise<void> {
  const [loaded] = await tx.select({ id: catalogueCommunities.id }).from(catalogueCommunities).limit(1);
  if (!loaded) await importCatalogue(tx, HANGZHOU_CATALOGUE);

  const adopt = async (companyId: number, userId: number, names: string[]) => {
    const byName = new Map<string, number>();
    for (const name of names) {
      const [source] = await tx
        .select({ id: catalogueCommunities.id })
        .from(catalogueCommunities)
        .where(and(eq(catalogueCommunities.name, name)))
        .limit(1);
      if (!source) continue;
      const { communityId } = await adoptCommunity(tx, { companyId, userId }, source.id);
      byName.set(name, communityId);
    }
    return byName;
  };
  const a = await adopt(ids.companyA, ids.users.managerA, ADOPTED.companyA);
  await adopt(ids.companyB, ids.users.managerB, ADOPTED.companyB);

  const rows = HOUSE_TYPES.flatMap(([community, title, room, hall, showerRoom, toward, houseArea, tags]) => {
    const communityId = a.get(community);
    return communityId
      ? [
          {
            companyId: ids.companyA,
            communityId,
            title,
            room,
            hall,
            showerRoom,
            toward,
            houseArea,
            tags,
            createdBy: ids.users.managerA,
          },
        ]
      : [];
  });
  if (rows.length > 0) await tx.insert(houseTypes).values(rows);
}
