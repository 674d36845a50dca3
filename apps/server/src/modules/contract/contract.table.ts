import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

const contractId = () => bigint('contract_id', { mode: 'number' }).notNull();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A sale (type 1) or rent (type 2) contract record (seed 001 §3 "Contract"; fields designed in
 * docs/contract.md). `amount` is the sale's transactionPrice or the rent's monthlyRent, `deposit` the
 * sale's depositMoney or the rent's depositRent. A deleted contract keeps its row (`deleted_at`) so
 * that its records survive; its number becomes free again. `version` guards edits (409 when stale).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    contractType: smallint('contract_type').notNull(),
    contractNo: text('contract_no').notNull(),
    signDate: day('sign_date').notNull(),
    houseId: bigint('house_id', { mode: 'number' }),
    houseName: text('house_name').notNull(),
    houseAddress: text('house_address').notNull().default(''),
    houseBuilding: text('house_building').notNull().default(''),
    houseRoomNo: text('house_room_no').notNull().default(''),
    houseArea: numeric('house_area', { precision: 9, scale: 2, mode: 'number' }),
    partyAName: text('party_a_name').notNull(),
    partyAPhone: text('party_a_phone').notNull().default(''),
    partyBName: text('party_b_name').notNull(),
    partyBPhone: text('party_b_phone').notNull().default(''),
    amount: money('amount').notNull(),
    partyAFee: money('party_a_fee'),
    partyBFee: money('party_b_fee'),
    paymentMethod: smallint('payment_method').notNull(),
    deposit: money('deposit'),
    loanAmount: money('loan_amount'),
    transferDate: day('transfer_date'),
    deliveryDate: day('delivery_date'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    /** 经办人, and their department when the contract was last saved. */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    /** The completed e-contract (sign_contracts) this record was made from; null for a typed record. */
    signContractId: bigint('sign_contract_id', { mode: 'number' }),
    /** The customer the e-contract was drafted for (关联客源); null for none. */
    customerId: bigint('customer_id', { mode: 'number' }),
    state: smallint('state').notNull(),
    pictureCount: integer('picture_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    deletedBy: bigint('deleted_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('contracts_no_uq').on(t.companyId, t.contractNo).where(sql`${t.deletedAt} is null`),
    index('contracts_sign_idx').on(t.companyId, t.contractType, t.signDate, t.id).where(sql`${t.deletedAt} is null`),
    index('contracts_created_idx')
      .on(t.companyId, t.contractType, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_amount_idx').on(t.companyId, t.contractType, t.amount, t.id).where(sql`${t.deletedAt} is null`),
    index('contracts_user_idx').on(t.companyId, t.userId, t.contractType).where(sql`${t.deletedAt} is null`),
    index('contracts_house_idx').on(t.companyId, t.houseId).where(sql`${t.deletedAt} is null`),
    // One record per e-contract, however often its completion runs.
    uniqueIndex('contracts_sign_contract_uq').on(t.companyId, t.signContractId),
  ],
);

/** Pictures of a contract by category (seed 001 §3: categoryId, url, roleType, title), in order. */
export const contractPictures = pgTable(
  'contract_pictures',
  {
    id: id(),
    companyId: companyId(),
    contractId: contractId(),
    categoryId: smallint('category_id').notNull(),
    /** `upload:<id>.<ext>` (platform/uploads). */
    url: text('url').notNull(),
    roleType: smallint('role_type').notNull().default(0),
    title: text('title').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contract_pictures_contract_idx').on(t.companyId, t.contractId, t.categoryId, t.sort)],
);

/** Every state change of a contract (who, when, from, to, the approval note), oldest first by id. */
export const contractStateChanges = pgTable(
  'contract_state_changes',
  {
    id: id(),
    companyId: companyId(),
    contractId: contractId(),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    oaItemId: integer('oa_item_id'),
    remark: text('remark').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contract_state_changes_contract_idx').on(t.companyId, t.contractId, t.id)],
);
