import { USER_STATUS } from '@awb/contract/account.contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { communities, communityPictures, houseTypes } from '../../../modules/community/community.table.ts';
import { communityLookup } from '../../../modules/community/community-lookup.ts';
import { listingPictures, listings } from '../../../modules/housing/listing.table.ts';
import { PICTURE_PURPOSE as LISTING_PICTURE_PURPOSE } from '../../../modules/housing/team/team-survey.service.ts';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { UploadService } from '../../../platform/uploads/upload.service.ts';
import type { TDemoIds } from '../demo-ids.ts';
import { coverSvg } from './cover.ts';
import { floorPlanSvg } from './floor-plan.ts';
import { renderPng } from './render.ts';

/** The purpose community pictures and house-type pictures are uploaded with (community/pictureUpload). */
const COMMUNITY_PICTURE_PURPOSE = 'community';
const MAX_BYTES = 10 * 1024 * 1024;
const CHUNK = 200;

/** The uploader of the demo pictures: the company's manager, as if they had taken them. */
function uploader(companyId: number, userId: number): TRequestContext {
  return {
    companyId,
    userId,
    sessionId: '',
    isManager: true,
    status: USER_STATUS.active,
    cancelling: false,
    permissions: {},
    scopes: {},
    departmentId: null,
    departmentPath: null,
  };
}

/**
 * Pictures for the demo books, drawn here and stored through the upload store like a user's:
 * a cover per community (its picture and cover), a floor plan per house type, and for every listing
 * its community's cover (as the listing's cover) and the floor plan of its layout. Each drawing is
 * rendered once and stored once per company; listings share them, so seeding stays fast (about 25
 * renders of ~50 ms).
 */
export async function seedDemoPictures(tx: TExecutor, ids: TDemoIds, uploads: UploadService): Promise<void> {
  const planPng = new Map<string, Buffer>();
  const plan = (room: number, hall: number, showerRoom: number) => {
    const key = `${room}-${hall}-${showerRoom}`;
    let png = planPng.get(key);
    if (!png) {
      png = renderPng(floorPlanSvg({ room, hall, showerRoom }));
      planPng.set(key, png);
    }
    return png;
  };

  const companies: [number, number][] = [
    [ids.companyA, ids.users.managerA],
    [ids.companyB, ids.users.managerB],
  ];
  for (const [companyId, managerId] of companies) {
    const ctx = uploader(companyId, managerId);
    const store = (bytes: Buffer, purpose: string, name: string) =>
      uploads.accept(
        tx,
        ctx,
        { bytes, filename: `${name}.png` },
        { purpose, types: ['image/png'], maxBytes: MAX_BYTES },
      );

    const refs = await communityLookup.demoCommunities(tx, companyId);
    const years = new Map(
      (
        await tx
          .select({ id: communities.id, years: communities.years })
          .from(communities)
          .where(
            and(
              eq(communities.companyId, companyId),
              inArray(
                communities.id,
                refs.map((r) => r.communityId),
              ),
            ),
          )
      ).map((r) => [r.id, r.years]),
    );
    const listingCover = new Map<number, string>();
    for (const c of refs) {
      const png = renderPng(
        coverSvg({
          id: c.communityId,
          name: c.name,
          district: c.districtName,
          region: c.regionName,
          years: years.get(c.communityId),
        }),
      );
      const ref = await store(png, COMMUNITY_PICTURE_PURPOSE, c.name);
      await tx
        .insert(communityPictures)
        .values({ companyId, communityId: c.communityId, url: ref, isCover: true, createdBy: managerId });
      listingCover.set(c.communityId, await store(png, LISTING_PICTURE_PURPOSE, c.name));
    }

    const types = await tx.select().from(houseTypes).where(eq(houseTypes.companyId, companyId));
    for (const t of types) {
      const png = renderPng(
        floorPlanSvg({
          room: t.room,
          hall: t.hall,
          showerRoom: t.showerRoom,
          area: t.houseArea,
          title: t.title,
          toward: t.toward,
          balcony: t.tags.includes('双阳台') ? 2 : 1,
        }),
      );
      const ref = await store(png, COMMUNITY_PICTURE_PURPOSE, `${t.title}户型图`);
      await tx
        .update(houseTypes)
        .set({ picture: ref })
        .where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.id, t.id)));
    }

    const rows = await tx
      .select({
        id: listings.id,
        communityId: listings.communityId,
        room: listings.room,
        hall: listings.hall,
        showerRoom: listings.showerRoom,
        ownerId: listings.ownerId,
      })
      .from(listings)
      .where(and(eq(listings.companyId, companyId), isNull(listings.deletedAt)));
    const planRef = new Map<string, string>();
    const pictures: (typeof listingPictures.$inferInsert)[] = [];
    for (const l of rows) {
      const cover = listingCover.get(l.communityId);
      if (!cover) continue;
      const key = `${l.room}-${l.hall}-${l.showerRoom}`;
      let floorPlan = planRef.get(key);
      if (!floorPlan) {
        floorPlan = await store(plan(l.room, l.hall, l.showerRoom), LISTING_PICTURE_PURPOSE, `${key}户型图`);
        planRef.set(key, floorPlan);
      }
      const common = { companyId, listingId: l.id, createdBy: l.ownerId };
      pictures.push(
        { ...common, ref: cover, title: '小区外景', isCover: true, sort: 0 },
        { ...common, ref: floorPlan, title: '户型图', sort: 1 },
      );
    }
    for (let i = 0; i < pictures.length; i += CHUNK) {
      await tx.insert(listingPictures).values(pictures.slice(i, i + CHUNK));
    }
    for (const [communityId, ref] of listingCover) {
      await tx
        .update(listings)
        .set({ coverRef: ref })
        .where(and(eq(listings.companyId, companyId), eq(listings.communityId, communityId)));
    }
  }
}
