import { bigint, boolean, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

/** A sealed secret: the AES-GCM text (platform/personal-data); nothing of it is kept in clear. */
export type TSealedField = { sealed: string };

/**
 * A company's account on a portal (seed 001 §3 "Promotion bindings"): the clear fields as entered,
 * the secrets (salt, authCode, pwd, key, prikey) sealed under the personal-data key, and the open
 * flag. One row per company and portal; unbinding deletes it.
 */
export const promotionBindings = pgTable(
  'promotion_bindings',
  {
    id: id(),
    companyId: companyId(),
    portal: smallint('portal').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    secrets: jsonb('secrets').$type<Record<string, TSealedField>>().notNull().default({}),
    open: boolean('open').notNull().default(true),
    boundBy: bigint('bound_by', { mode: 'number' }).notNull(),
    boundAt: at('bound_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_bindings_portal_uq').on(t.companyId, t.portal)],
);

/**
 * A listing's record on a portal: its state (推送中 / 已上架 / 已下架 / 推送失败), the portal's message
 * and listing id, who published and who pushed. One row per company, portal and listing: a new push
 * replaces it; removing the listing from the portal deletes it.
 */
export const promotionPushes = pgTable(
  'promotion_pushes',
  {
    id: id(),
    companyId: companyId(),
    portal: smallint('portal').notNull(),
    houseId: bigint('house_id', { mode: 'number' }).notNull(),
    houseType: smallint('house_type').notNull(),
    state: smallint('state').notNull(),
    message: text('message').notNull().default(''),
    portalListingId: text('portal_listing_id').notNull().default(''),
    publisherId: bigint('publisher_id', { mode: 'number' }).notNull(),
    pushedBy: bigint('pushed_by', { mode: 'number' }).notNull(),
    pushedAt: at('pushed_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_pushes_house_uq').on(t.companyId, t.portal, t.houseId),
    index('promotion_pushes_house_idx').on(t.companyId, t.houseId),
  ],
);
