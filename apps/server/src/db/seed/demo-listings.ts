import { APP_TYPE } from '@awb/contract/common/apps';
import {
  APP_RECORD_TYPE,
  HOUSE_STATE,
  INFO_ATTRIBUTION,
  LISTING_TYPE,
  TEAM_CHANGE,
  TEAM_TYPE,
} from '@awb/contract/housing-options';
import { roomKey } from '@awb/contract/housing-room-key';
import { sql } from 'drizzle-orm';
import { communityLookup, type TCommunityRef } from '../../modules/community/community-lookup.ts';
import { appFollowUps, appRecords } from '../../modules/housing/app-record/app-record.table.ts';
import { monthlyRent, unitPriceOf } from '../../modules/housing/housing-format.ts';
import { listingContacts, listingPriceChanges, listings } from '../../modules/housing/listing.table.ts';
import { listingTeamChanges, listingTeamMembers } from '../../modules/housing/team/team.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';
import {
  GIVEN_NAMES,
  KEY_PLACES,
  RENT_FOLLOW_UPS,
  RENT_REMARKS,
  SALE_FOLLOW_UPS,
  SALE_REMARKS,
  SURNAMES,
} from './demo-listings-data.ts';

const DAY = 86_400_000;
const CHUNK = 100;

/** A small deterministic generator, so the demo is the same on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Typical 元/㎡ of a community by its district (2026 Hangzhou second-hand asking prices, rounded). */
function basePrice(c: TCommunityRef, rnd: ReturnType<typeof random>): number {
  const byDistrict: Record<number, number> = { 330106: 52_000, 330108: 58_000, 330105: 42_000, 330102: 56_000 };
  return (byDistrict[c.districtId] ?? 40_000) + rnd.int(-6, 6) * 1000;
}

function layoutFor(area: number, rnd: ReturnType<typeof random>): { room: number; hall: number; showerRoom: number } {
  if (area < 55) return { room: 1, hall: 1, showerRoom: 1 };
  if (area < 85) return { room: 2, hall: rnd.int(1, 2), showerRoom: 1 };
  if (area < 125) return { room: 3, hall: 2, showerRoom: rnd.int(1, 2) };
  return { room: 4, hall: 2, showerRoom: 2 };
}

const PRICE_STEPS = [0.97, 0.98, 0.96, 1.02];
const STATES = [
  ...Array(17).fill(HOUSE_STATE.valid),
  HOUSE_STATE.paused,
  HOUSE_STATE.dealOurs,
  HOUSE_STATE.dealOthers,
] as number[];

type TPlan = { companyId: number; count: number; owners: number[]; seed: number };

async function seedCompany(tx: TExecutor, plan: TPlan, now: number): Promise<void> {
  const rnd = random(plan.seed);
  const communities = await communityLookup.demoCommunities(tx, plan.companyId);
  if (communities.length === 0) return;
  const rooms = new Map<number, Awaited<ReturnType<typeof communityLookup.demoRooms>>>();
  for (const c of communities)
    rooms.set(c.communityId, await communityLookup.demoRooms(tx, plan.companyId, c.communityId, 400));
  const base = new Map(communities.map((c) => [c.communityId, basePrice(c, rnd)]));

  type TDraft = {
    values: typeof listings.$inferInsert;
    contact: { name: string; phone: string; level: string };
    prices: { price: number; at: Date }[];
    maintainer: number;
    surveyor: number | null;
    keyHolder: number | null;
    entrust: number | null;
  };
  const drafts: TDraft[] = [];
  const used = new Set<string>();
  for (let i = 0; i < plan.count; i++) {
    const c = communities[i % communities.length] as TCommunityRef;
    const type = rnd.chance(0.6) ? LISTING_TYPE.sale : LISTING_TYPE.rent;
    const pool = rooms.get(c.communityId) ?? [];
    const room = pool.length > 0 ? pool[rnd.int(0, pool.length - 1)] : undefined;
    const buildingNo = room?.buildingNo ?? String(rnd.int(1, 20));
    const unitNo = room?.unitNo ?? String(rnd.int(1, 3));
    const roomNo = room?.roomNo ?? `${rnd.int(1, 30)}0${rnd.int(1, 4)}`;
    const key = roomKey(buildingNo, unitNo, roomNo);
    if (used.has(`${type}:${c.communityId}:${key}`)) continue;
    used.add(`${type}:${c.communityId}:${key}`);

    const area = room?.houseArea && room.houseArea > 20 ? room.houseArea : rnd.int(45, 160) + rnd.int(0, 9) / 10;
    const layout = layoutFor(area, rnd);
    const totalFloor = room?.totalFloor && room.totalFloor > 0 ? room.totalFloor : rnd.pick([6, 11, 18, 26, 33]);
    const floor = room?.floor && room.floor > 0 ? Math.min(room.floor, totalFloor) : rnd.int(1, totalFloor);
    const createdAt = new Date(now - rnd.int(1, 180) * DAY - rnd.int(0, 36_000) * 1000);
    const owner = rnd.pick(plan.owners);
    const isSale = type === LISTING_TYPE.sale;
    const firstPrice = isSale
      ? Math.round(((area * (base.get(c.communityId) ?? 40_000)) / 10_000) * 10) / 10
      : Math.round((area * rnd.int(55, 110)) / 100) * 100;
    const prices = [{ price: firstPrice, at: createdAt }];
    if (rnd.chance(0.3)) {
      let price = firstPrice;
      let at = createdAt.getTime();
      for (let k = rnd.int(1, 3); k > 0; k--) {
        at += rnd.int(5, 30) * DAY;
        if (at > now) break;
        price = isSale
          ? Math.round(price * rnd.pick(PRICE_STEPS) * 10) / 10
          : Math.round((price * rnd.pick(PRICE_STEPS)) / 50) * 50;
        prices.push({ price, at: new Date(at) });
      }
    }
    const price = (prices[prices.length - 1] as { price: number }).price;
    const updatedAt = (prices[prices.length - 1] as { at: Date }).at;
    const haveKeys = rnd.chance(0.2);
    const keyHolder = haveKeys ? rnd.pick(plan.owners) : null;
    const sellPrice = isSale ? price : null;
    const rentUnit = isSale ? 0 : 1;
    const schoolSeat = isSale && rnd.chance(0.3) ? rnd.int(1, 2) : 0;
    drafts.push({
      values: {
        companyId: plan.companyId,
        type,
        communityId: c.communityId,
        buildingId: room?.buildingId ?? null,
        unitId: room?.unitId ?? null,
        roomId: room?.roomId ?? null,
        buildingNo,
        unitNo,
        roomNo,
        roomKey: key,
        address: c.address,
        ...layout,
        balcony: rnd.int(0, 2),
        kitchen: 1,
        houseArea: area,
        floor,
        totalFloor,
        schoolSeat,
        schoolSeatUseTime: schoolSeat === 1 ? `20${rnd.int(18, 24)}-09-01` : '',
        sellPrice,
        unitPrice: unitPriceOf(sellPrice, area),
        sellPayway: isSale ? rnd.int(1, 5) : 0,
        visitTime: rnd.int(1, 4),
        tags: [...new Set([rnd.int(1, 12), rnd.int(1, 12)])].slice(0, rnd.int(0, 2)),
        renovation: rnd.int(1, 5),
        property: rnd.chance(0.9) ? 1 : rnd.int(2, 5),
        propertyRight: rnd.chance(0.85) ? 1 : rnd.int(2, 7),
        housingType: rnd.int(1, 3),
        toward: rnd.pick([2, 2, 2, 9, 9, 5, 1, 3]),
        remark: rnd.pick(isSale ? SALE_REMARKS : RENT_REMARKS),
        haveGarage: rnd.chance(0.15) ? 1 : 0,
        haveKeys: haveKeys ? 1 : 0,
        houseKeys: haveKeys ? rnd.pick(KEY_PLACES) : '',
        source: rnd.int(1, 8),
        traffic: rnd.chance(0.5) ? `距地铁站约${rnd.int(3, 15) * 100}米` : '',
        rentPrice: isSale ? null : price,
        rentUnit,
        rentMonth: monthlyRent(isSale ? null : price, rentUnit, area),
        moveIntoTime: '',
        rentPayway: isSale ? 0 : rnd.int(1, 4),
        peitao: isSale ? [] : [1, 2, 5, 6, 7, 8].filter(() => rnd.chance(0.7)),
        rentway: isSale ? 0 : rnd.chance(0.8) ? 1 : 2,
        infoAttribution: rnd.chance(0.7) ? INFO_ATTRIBUTION.private : INFO_ATTRIBUTION.public,
        houseState: rnd.pick(STATES),
        isTop: rnd.chance(0.04),
        ownerId: owner,
        maintainerId: owner,
        createdAt,
        updatedAt,
      },
      contact: {
        name: `${rnd.pick(SURNAMES)}${rnd.pick(GIVEN_NAMES)}`,
        phone: `13${rnd.int(0, 9)}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`,
        level: rnd.chance(0.6) ? '先生' : '女士',
      },
      prices,
      maintainer: owner,
      surveyor: rnd.chance(0.3) ? rnd.pick(plan.owners) : null,
      keyHolder,
      entrust: rnd.chance(0.1) ? owner : null,
    });
  }

  const ids: number[] = [];
  await insertChunks(drafts, async (chunk) => {
    const rows = await tx
      .insert(listings)
      .values(chunk.map((d) => d.values))
      .returning({ id: listings.id });
    ids.push(...rows.map((r) => r.id));
  });

  const contacts: (typeof listingContacts.$inferInsert)[] = [];
  const priceRows: (typeof listingPriceChanges.$inferInsert)[] = [];
  const team: (typeof listingTeamMembers.$inferInsert)[] = [];
  const changes: (typeof listingTeamChanges.$inferInsert)[] = [];
  const follows: (typeof appFollowUps.$inferInsert)[] = [];
  const records: (typeof appRecords.$inferInsert)[] = [];
  const followAt = new Map<number, Date>();
  drafts.forEach((d, i) => {
    const listingId = ids[i] as number;
    const v = d.values;
    const createdAt = v.createdAt as Date;
    const item = { companyId: plan.companyId, appType: APP_TYPE.house, itemType: v.type, itemId: listingId };
    contacts.push({ companyId: plan.companyId, listingId, ...d.contact, sort: 0 });
    let previous: number | null = null;
    for (const p of d.prices) {
      priceRows.push({
        companyId: plan.companyId,
        listingId,
        oldPrice: previous,
        newPrice: p.price,
        unitPrice: unitPriceOf(v.type === LISTING_TYPE.sale ? p.price : null, v.houseArea),
        userId: d.maintainer,
        createdAt: p.at,
      });
      previous = p.price;
    }
    const roles: [number, number | null, Partial<typeof listingTeamMembers.$inferInsert>][] = [
      [TEAM_TYPE.maintainer, d.maintainer, {}],
      [TEAM_TYPE.surveyor, d.surveyor, { remark: '已实勘' }],
      [TEAM_TYPE.key, d.keyHolder, { keyNo: String(v.houseKeys) }],
      [TEAM_TYPE.entrustment, d.entrust, { entrustType: 1, entrustStart: createdAt.toISOString().slice(0, 10) }],
    ];
    for (const [teamType, userId, extra] of roles) {
      if (userId === null) continue;
      const at = new Date(createdAt.getTime() + (teamType === TEAM_TYPE.maintainer ? 0 : 2 * DAY));
      team.push({ companyId: plan.companyId, listingId, teamType, userId, createdBy: userId, createdAt: at, ...extra });
      changes.push({
        companyId: plan.companyId,
        listingId,
        teamType,
        action: TEAM_CHANGE.join,
        userId,
        operatorId: userId,
        createdAt: at,
      });
    }
    records.push({
      ...item,
      recordType: APP_RECORD_TYPE.operation,
      action: '新增房源',
      content: '',
      userId: v.ownerId,
      createdAt,
    });
    const texts = v.type === LISTING_TYPE.sale ? SALE_FOLLOW_UPS : RENT_FOLLOW_UPS;
    const count = (i * 7) % 5;
    let at = createdAt.getTime();
    for (let k = 0; k < count; k++) {
      at += (((i + k) * 13) % 9) * DAY + 3_600_000;
      if (at > now) break;
      const [categoryType, content] = texts[(i + k * 3) % texts.length] as [number, string];
      follows.push({ ...item, categoryType, content, userId: d.maintainer, createdAt: new Date(at) });
      followAt.set(listingId, new Date(at));
    }
  });
  await insertChunks(contacts, (chunk) => tx.insert(listingContacts).values(chunk));
  await insertChunks(priceRows, (chunk) => tx.insert(listingPriceChanges).values(chunk));
  await insertChunks(team, (chunk) => tx.insert(listingTeamMembers).values(chunk));
  await insertChunks(changes, (chunk) => tx.insert(listingTeamChanges).values(chunk));
  await insertChunks(follows, (chunk) => tx.insert(appFollowUps).values(chunk));
  await insertChunks(records, (chunk) => tx.insert(appRecords).values(chunk));
  // The latest follow-up time of each listing, in one statement.
  const pairs = [...followAt.entries()];
  await insertChunks(pairs, async (chunk) => {
    await tx.execute(
      sql`update listings l set follow_at = v.at::timestamptz from (values ${sql.join(
        chunk.map(([id, at]) => sql`(${id}::bigint, ${at.toISOString()})`),
        sql`, `,
      )}) as v(id, at) where l.company_id = ${plan.companyId} and l.id = v.id`,
    );
  });
}

/** Listings for sale and rent over the demo companies' communities, with teams, follow-ups and price changes. */
export async function seedDemoListings(tx: TExecutor, ids: TDemoIds): Promise<void> {
  const u = ids.users;
  await seedCompany(
    tx,
    {
      companyId: ids.companyA,
      count: 300,
      owners: [u.agentA, u.agentA, u.agentA2, u.agentA2, u.agentA3, u.agentA3, u.headA, u.headA2, u.managerA],
      seed: 20_261_123,
    },
    ids.now,
  );
  await seedCompany(
    tx,
    { companyId: ids.companyB, count: 200, owners: [u.agentB, u.agentB, u.managerB], seed: 77 },
    ids.now,
  );
}
