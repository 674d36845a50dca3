import { APP_TYPE } from '@awb/contract/common/apps';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { estateRegions } from '../community/catalogue/catalogue.table.ts';
import { communities } from '../community/community.table.ts';
import { communityRefColumns, type TCommunityRef, toCommunityRef } from '../community/community-lookup.ts';
import { appCollections } from './app-record/app-record.table.ts';
import { personFromJson, personJson, type TPersonRecord } from './housing-people.ts';
import type { TContactRecord, TListingRecord, TPictureRecord } from './listing.repository.ts';
import { listingContacts, listingPictures, listings } from './listing.table.ts';
import type { TShownTeamMember } from './listing-view.ts';
import { listingTeamMembers } from './team/team.table.ts';

type TDetailContact = Pick<TContactRecord, 'name' | 'phone' | 'level'>;
type TDetailPicture = Pick<TPictureRecord, 'id' | 'ref' | 'title' | 'isCover'>;
type TTeamJson = Omit<TShownTeamMember, 'createdAt'> & {
  createdAt: string;
  person: Parameters<typeof personFromJson>[0];
};

/** A listing with everything its detail shows, as `listingDetailRead` reads it. */
export type TListingDetailRead = {
  listing: TListingRecord;
  /** As `communityLookup.byId` gives it: the listing's community of the same company, if any. */
  community: TCommunityRef | undefined;
  contacts: TDetailContact[];
  /** The live pictures, the cover first. */
  pictures: TDetailPicture[];
  /** The active team, each with their person (undefined: no such person in the company). */
  team: { member: TShownTeamMember; person: TPersonRecord | undefined }[];
  owner: TPersonRecord | undefined;
  /** Whether the reader has the listing among their favourites. */
  collected: boolean;
};

/**
 * The listing detail in ONE statement: the listing of the company (live or recycled, as
 * `listingRepository.find`), its community and region, and, as JSON, its contacts, live pictures, active
 * team with their people, its owner and whether the reader collected it, instead of seven lookups by key
 * in three round trips (find; community, contacts, pictures, team, collection; people). Every subquery is
 * tied to the listing's own company. On a recycled or invisible listing the extras go unused (rare).
 * Prepared (decision 0006): a lookup by key, one plan.
 */
export async function listingDetailRead(
  db: TExecutor,
  companyId: number,
  id: number,
  readerId: number,
): Promise<TListingDetailRead | undefined> {
  const [row] = await prepared(db, 'listing_detail', (db) =>
    db
      .select({
        listing: listings,
        ...communityRefColumns,
        // Orders as listingRepository.contacts / .pictures and teamRepository.active do.
        contacts: sql<
          TDetailContact[]
        >`(select coalesce(json_agg(json_build_object('name', c.name, 'phone', c.phone, 'level', c.level) order by c.sort, c.id), '[]') from ${listingContacts} c where c.company_id = ${listings.companyId} and c.listing_id = ${listings.id})`,
        pictures: sql<
          TDetailPicture[]
        >`(select coalesce(json_agg(json_build_object('id', p.id, 'ref', p.ref, 'title', p.title, 'isCover', p.is_cover) order by p.is_cover desc, p.sort, p.id), '[]') from ${listingPictures} p where p.company_id = ${listings.companyId} and p.listing_id = ${listings.id} and p.deleted_at is null)`,
        team: sql<
          TTeamJson[]
        >`(select coalesce(json_agg(json_build_object('id', tm.id, 'teamType', tm.team_type, 'userId', tm.user_id, 'remark', tm.remark, 'keyNo', tm.key_no, 'entrustType', tm.entrust_type, 'entrustStart', tm.entrust_start, 'entrustEnd', tm.entrust_end, 'createdAt', tm.created_at, 'person', ${personJson(sql`tm.company_id`, sql`tm.user_id`)}) order by tm.team_type), '[]') from ${listingTeamMembers} tm where tm.company_id = ${listings.companyId} and tm.listing_id = ${listings.id} and tm.relieved_at is null)`,
        owner: personJson(listings.companyId, listings.ownerId),
        collected: sql<boolean>`exists (select 1 from ${appCollections} ac where ac.company_id = ${listings.companyId} and ac.user_id = ${sql.placeholder('readerId')} and ac.app_type = ${sql.placeholder('appType')} and ac.item_id = ${listings.id})`,
      })
      .from(listings)
      .leftJoin(
        communities,
        and(eq(communities.companyId, listings.companyId), eq(communities.id, listings.communityId)),
      )
      .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
      .where(and(eq(listings.companyId, sql.placeholder('companyId')), eq(listings.id, sql.placeholder('id'))))
      .limit(1),
  ).execute({ companyId, id, readerId, appType: APP_TYPE.house });
  if (!row) return undefined;
  return {
    listing: row.listing,
    community: row.community ? toCommunityRef({ community: row.community, regionName: row.regionName }) : undefined,
    contacts: row.contacts,
    pictures: row.pictures,
    team: row.team.map(({ person, createdAt, ...member }) => ({
      member: { ...member, createdAt: new Date(createdAt) },
      person: personFromJson(person),
    })),
    owner: personFromJson(row.owner),
    collected: row.collected,
  };
}
