import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A named set of grants (seed 001 §6). */
export const roles = pgTable(
  'roles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_uq').on(t.companyId, t.name)],
);

/** What a role grants in one app type: catalogue items (item id → child ids) and a data scope. */
export const roleGrants = pgTable(
  'role_grants',
  {
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    appType: smallint('app_type').notNull(),
    dataScope: smallint('data_scope').notNull(),
    items: jsonb('items').$type<Record<string, number[]>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.roleId, t.appType] })],
);

/** Which roles a member of staff holds. */
export const userRoles = pgTable(
  'user_roles',
  {
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.roleId] }),
    index('user_roles_role_idx').on(t.companyId, t.roleId),
  ],
);
