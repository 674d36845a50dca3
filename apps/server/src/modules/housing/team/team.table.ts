import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../../platform/db/columns.ts';

const listingId = () => bigint('listing_id', { mode: 'number' }).notNull();

/**
 * The team of a listing (seed 000 §3, §6): one active holder per role (TEAM_TYPE: 0 maintainer,
 * 1 key, 2 entrustment, 3 surveyor, 4 agent). Relieving keeps the row with `relieved_at`.
 */
export const listingTeamMembers = pgTable(
  'listing_team_members',
  {
    id: id(),
    companyId: companyId(),
    listingId: listingId(),
    teamType: smallint('team_type').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    keyNo: text('key_no').notNull().default(''),
    entrustType: smallint('entrust_type').notNull().default(0),
    entrustStart: text('entrust_start').notNull().default(''),
    entrustEnd: text('entrust_end').notNull().default(''),
    vr: text('vr').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    relievedAt: at('relieved_at'),
  },
  (t) => [
    uniqueIndex('listing_team_active_uq').on(t.companyId, t.listingId, t.teamType).where(sql`${t.relievedAt} is null`),
    index('listing_team_user_idx')
      .on(t.companyId, t.userId, t.teamType, t.listingId)
      .where(sql`${t.relievedAt} is null`),
  ],
);

/** Every team change (TEAM_CHANGE: took, assigned, relieved, hand-over), for teamChangeRecord. */
export const listingTeamChanges = pgTable(
  'listing_team_changes',
  {
    id: id(),
    companyId: companyId(),
    listingId: listingId(),
    teamType: smallint('team_type').notNull(),
    action: smallint('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    previousUserId: bigint('previous_user_id', { mode: 'number' }),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('listing_team_changes_listing_idx').on(t.companyId, t.listingId, t.id)],
);
