import { ACQ_MSG } from '@awb/contract/acquisition-constants';
import { CUSTOMER_ATTRIBUTION, CUSTOMER_SORT } from '@awb/contract/customer-enums';
import { and, eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { users } from '../account/user.table.ts';
import { companies } from '../company/company.table.ts';
import { CustomerService } from '../customer/customer.service.ts';
import type { TListingRef } from '../housing/listing-lookup.ts';
import { ListingScopeService } from '../housing/listing-scope.service.ts';

export type TCustomerRef = { customerId: number; name: string; customerType: number };

/**
 * What the micro-site reads of other modules, always within the caller's company: the account (the
 * card's defaults), listings of the house book and customers of the customer book, through their
 * lookups and services — never writing their rows.
 */
export class AcquisitionRefs {
  private readonly customers: CustomerService;
  private readonly listingScope: ListingScopeService;

  constructor(private readonly deps: TDeps) {
    this.customers = new CustomerService(deps);
    this.listingScope = new ListingScopeService(deps);
  }

  async account(db: TExecutor, ctx: TRequestContext) {
    const [row] = await db
      .select({ name: users.name, phone: users.phone, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.userId)));
    return row ?? { name: '', phone: '', company: '' };
  }

  /** The listings the caller sees (one out of the caller's data scope shows as a deleted one). */
  listings(db: TExecutor, ctx: TRequestContext, ids: number[]): Promise<Map<number, TListingRef>> {
    return this.listingScope.visibleRefs(ctx, ids, db);
  }

  /** A listing to put up: one the caller sees, else the house book's answer (404, or 403 out of scope). */
  listingToPutUp(ctx: TRequestContext, houseId: number): Promise<{ houseId: number; type: number }> {
    return this.listingScope.assertVisible(ctx, houseId);
  }

  /** A private customer the caller may see, of the chosen type; else the reason. */
  async customerToAssociate(ctx: TRequestContext, customerId: number, type: number): Promise<TCustomerRef> {
    const row = await this.customers.findVisible(this.deps.db, ctx, customerId);
    const c = row.customer;
    if (c.attribution !== CUSTOMER_ATTRIBUTION.private) throw invalid(ACQ_MSG.customerNotPrivate);
    if (c.customerType !== type) throw invalid(ACQ_MSG.customerTypeMismatch);
    return { customerId: c.id, name: c.name, customerType: c.customerType };
  }

  /** Names and types of associated customers the caller may open (a deleted one is missing from the map). */
  async customersByIds(db: TExecutor, ctx: TRequestContext, ids: number[]): Promise<Map<number, TCustomerRef>> {
    const rows = await this.customers.visibleByIds(db, ctx, ids);
    const map = new Map<number, TCustomerRef>();
    for (const [id, row] of rows) {
      map.set(id, { customerId: id, name: row.customer.name, customerType: row.customer.customerType });
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
