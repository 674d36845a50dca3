import { ACQ_MSG } from '@awb/contract/acquisition-constants';
import { CUSTOMER_ATTRIBUTION, CUSTOMER_SORT } from '@awb/contract/customer-enums';
import { and, eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { users } from '../account/user.table.ts';
import { companies } from '../company/company.table.ts';
import { customerRepository } from '../customer/customer.repository.ts';
import { CustomerService } from '../customer/customer.service.ts';
import { listingLookup, type TListingRef } from '../housing/listing-lookup.ts';

export type TCustomerRef = { customerId: number; name: string; customerType: number };

/**
 * What the micro-site reads of other modules, always within the caller's company: the account (the
 * card's defaults), listings of the house book and customers of the customer book, through their
 * lookups and services — never writing their rows.
 */
export class AcquisitionRefs {
  private readonly customers: CustomerService;

  constructor(private readonly deps: TDeps) {
    this.customers = new CustomerService(deps);
  }

  async account(db: TExecutor, ctx: TRequestContext) {
    const [row] = await db
      .select({ name: users.name, phone: users.phone, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.userId)));
    return row ?? { name: '', phone: '', company: '' };
  }

  listings(db: TExecutor, ctx: TRequestContext, ids: number[]): Promise<Map<number, TListingRef>> {
    return listingLookup.byIds(db, ctx.companyId, ids);
  }

  /** A private customer the caller may see, of the chosen type; else the reason. */
  async customerToAssociate(ctx: TRequestContext, customerId: number, type: number): Promise<TCustomerRef> {
    const row = await this.customers.findVisible(this.deps.db, ctx, customerId);
    const c = row.customer;
    if (c.attribution !== CUSTOMER_ATTRIBUTION.private) throw invalid(ACQ_MSG.customerNotPrivate);
    if (c.customerType !== type) throw invalid(ACQ_MSG.customerTypeMismatch);
    return { customerId: c.id, name: c.name, customerType: c.customerType };
  }

  /** Names and types of associated customers (a deleted one is missing from the map). */
  async customersByIds(db: TExecutor, ctx: TRequestContext, ids: number[]): Promise<Map<number, TCustomerRef>> {
    const map = new Map<number, TCustomerRef>();
    for (const id of new Set(ids)) {
      const row = await customerRepository.find(db, ctx.companyId, id);
      if (row) map.set(id, { customerId: id, name: row.customer.name, customerType: row.customer.customerType });
    }
    return map;
  }

  /** Private customers to choose from (the association page): the customer book's own list. */
  privateCustomers(
    ctx: TRequestContext,
    q: { pageindex: number; pagesize: number; key: string; houseType: number; cursor: string },
  ) {
    return this.customers.list(ctx, 'private', {
      ...q,
      room: 0,
      state: 0,
      level: 0,
      transactionStatus: -1,
      sort: CUSTOMER_SORT.created,
    });
  }
}
