import { USER_STATUS } from '@awb/contract/account.contract';
import { CLOUD_TYPE, COLLECT_SAVE_STATE } from '@awb/contract/collect-constants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { collectListings, collectSaves } from '../../modules/collect/collect.table.ts';
import { listings } from '../../modules/housing/listing.table.ts';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { UploadService } from '../../platform/uploads/upload.service.ts';
import type { TDemoIds } from './demo-ids.ts';
import { coverSvg } from './pictures/cover.ts';
import { floorPlanSvg } from './pictures/floor-plan.ts';
import { renderPng } from './pictures/render.ts';

const HOUR = 3_600_000;
/** The demo city, 杭州市 (the demo companies' registration city). */
const CITY = 1086;

/** Communities the portals list, [village, districtId, district, street, 元/㎡ of a sale]. */
const VILLAGES: [string, number, string, string, number][] = [
  ['翠苑一区', 330106, '西湖区', '文三路', 52_000],
  ['文鼎苑', 330106, '西湖区', '学院路', 68_000],
  ['嘉绿苑', 330106, '西湖区', '古墩路', 55_000],
  ['西城年华', 330106, '西湖区', '丰潭路', 49_000],
  ['缤纷北苑', 330108, '滨江区', '滨盛路', 58_000],
  ['星耀城', 330108, '滨江区', '江南大道', 63_000],
  ['彩虹城', 330108, '滨江区', '长河路', 51_000],
  ['东方郡', 330102, '上城区', '之江路', 72_000],
  ['信义坊', 330105, '拱墅区', '湖墅南路', 54_000],
  ['大华西溪风情', 330110, '余杭区', '五常大道', 45_000],
];
const TOWARDS = ['南', '南北', '东南', '东', '西南'];
const DECORATIONS = ['精装修', '简装修', '毛坯', '豪华装修', '中等装修'];
const OWNERS = ['王先生', '李女士', '陈先生', '周女士', '黄先生', '吴女士'];
const NUMERALS = ['', '一', '两', '三', '四', '五', '六'];
/** [room, hall, toilet, area] of the layouts listed. */
const LAYOUTS: [number, number, number, number][] = [
  [1, 1, 1, 45],
  [2, 1, 1, 72],
  [2, 2, 1, 89],
  [3, 2, 1, 108],
  [3, 2, 2, 128],
  [4, 2, 2, 156],
  [5, 2, 3, 210],
];
const SALE_COUNT = 24;
const RENT_COUNT = 16;

/** The platform stores the collection service's files under company 0: they are nobody's tenant data. */
export const PLATFORM: TRequestContext = {
  companyId: 0,
  userId: 0,
  sessionId: '',
  isManager: true,
  status: USER_STATUS.active,
  cancelling: false,
  permissions: {},
  scopes: {},
  departmentId: null,
  departmentPath: null,
};

type TInsert = typeof collectListings.$inferInsert;

function listingOf(i: number, cloudType: number, now: number): TInsert {
  const [village, districtId, district, street, perSquare] = VILLAGES[i % VILLAGES.length]!;
  const [room, hall, toilet, area] = LAYOUTS[(i * 3) % LAYOUTS.length]!;
  const sale = cloudType === CLOUD_TYPE.sale;
  const floorTotal = 6 + ((i * 5) % 27);
  const layout = `${NUMERALS[room]}室${NUMERALS[hall]}厅`;
  const price = sale
    ? Math.round((area * perSquare * (0.9 + (i % 5) * 0.05)) / 10_000)
    : Math.round((area * perSquare) / 1_000 / 10) * 10 + 500;
  const source = (i % 6) + 1;
  const toward = TOWARDS[i % TOWARDS.length]!;
  return {
    source,
    externalId: `demo-${sale ? 's' : 'r'}${String(i + 1).padStart(3, '0')}`,
    cloudType,
    cityId: CITY,
    districtId,
    districtName: district,
    title: sale
      ? `${village} ${layout} 朝${toward} ${i % 3 === 0 ? '满五唯一' : '业主诚心出售'}`
      : `${i % 2 === 0 ? '整租' : '拎包入住'} ${village} ${layout} 近${street}`,
    village,
    address: `杭州${district}${street}${village}`,
    room,
    hall,
    toilet,
    area,
    price,
    unitPrice: sale ? Math.round((price * 10_000) / area) : 0,
    floor: 1 + ((i * 7) % floorTotal),
    totalFloor: floorTotal,
    toward,
    decoration: DECORATIONS[i % DECORATIONS.length]!,
    description: sale
      ? `${village}${layout}，建筑面积约${area}㎡，${toward}向采光好，${DECORATIONS[i % DECORATIONS.length]}，近${street}，生活配套齐全，看房提前预约。`
      : `${village}${layout}出租，家电齐全，可拎包入住，近${street}，押一付三，随时看房。`,
    pictures: [],
    contactName: OWNERS[i % OWNERS.length]!,
    contactPhone: `189${String(57_100_000 + i * 37).padStart(8, '0')}`,
    url: `https://hz.example-portal.cn/${sale ? 'ershoufang' : 'zufang'}/demo${source}${String(i + 1).padStart(4, '0')}.html`,
    publishedAt: new Date(now - (i * 5 + 30) * HOUR),
    collectedAt: new Date(now - (i * 3 + 1) * HOUR),
  };
}

/**
 * 云采集 of the demo (docs/collect.md): a few dozen listings of 杭州市 as the collection service would
 * have stored them, for sale and rent from several portals, with drawn pictures when the upload store
 * is at hand; company A has saved one and turned another into its own first sale listing.
 */
export async function seedDemoCollect(tx: TExecutor, ids: TDemoIds, uploads?: UploadService): Promise<void> {
  const rows = [
    ...Array.from({ length: SALE_COUNT }, (_, i) => listingOf(i, CLOUD_TYPE.sale, ids.now)),
    ...Array.from({ length: RENT_COUNT }, (_, i) => listingOf(i + 3, CLOUD_TYPE.rent, ids.now)),
  ];
  if (uploads) await drawPictures(tx, rows, uploads);
  const inserted = await tx.insert(collectListings).values(rows).returning({ id: collectListings.id });

  const [house] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.companyId, ids.companyA), eq(listings.type, 1), isNull(listings.deletedAt)))
    .orderBy(asc(listings.id))
    .limit(1);
  const userId = ids.users.agentA;
  const marks = [
    { row: inserted[2], state: COLLECT_SAVE_STATE.saved, houseId: 0 },
    ...(house ? [{ row: inserted[5], state: COLLECT_SAVE_STATE.converted, houseId: house.id }] : []),
  ];
  for (const m of marks) {
    if (!m.row) continue;
    // After their collection (the newest of the two was collected 7 hours before the demo starts).
    const savedAt = new Date(ids.now - 3 * HOUR);
    await tx.insert(collectSaves).values({
      companyId: ids.companyA,
      listingId: m.row.id,
      state: m.state,
      houseId: m.houseId,
      userId,
      savedAt,
      convertedAt: m.houseId ? new Date(ids.now - 2 * HOUR) : null,
    });
  }
}

/** A cover per community and a floor plan per layout, stored once and shared by the listings. */
async function drawPictures(tx: TExecutor, rows: TInsert[], uploads: UploadService): Promise<void> {
  const store = (png: Buffer, name: string) =>
    uploads.accept(
      tx,
      PLATFORM,
      { bytes: png, filename: `${name}.png` },
      { purpose: 'collect', types: ['image/png'], maxBytes: 10 * 1024 * 1024 },
    );
  const covers = new Map<string, string>();
  const plans = new Map<string, string>();
  for (const [n, row] of rows.entries()) {
    const village = row.village ?? '';
    let cover = covers.get(village);
    if (!cover) {
      const svg = coverSvg({ id: 9000 + covers.size, name: village, district: row.districtName ?? '' });
      cover = await store(renderPng(svg), village);
      covers.set(village, cover);
    }
    const key = `${row.room}-${row.hall}-${row.toilet}`;
    let plan = plans.get(key);
    if (!plan) {
      const svg = floorPlanSvg({
        room: row.room ?? 1,
        hall: row.hall ?? 1,
        showerRoom: row.toilet ?? 1,
        area: row.area,
        toward: row.toward,
      });
      plan = await store(renderPng(svg), `${key}户型图`);
      plans.set(key, plan);
    }
    // Some portals list no picture: the list shows its placeholder.
    row.pictures = n % 7 === 6 ? [] : [cover, plan];
  }
}
