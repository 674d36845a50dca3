import { CUSTOMER_PERMISSION } from '@awb/contract/customer.contract';
import { CUSTOMER_ATTRIBUTION, CUSTOMER_RECORD_TYPE } from '@awb/contract/customer-enums';
import {
  CUSTOMER_MSG,
  type TCustomerAdd,
  type TCustomerEdit,
  type ZCustomerAdd,
  type ZCustomerEdit,
} from '@awb/contract/customer-form';
import type { TCustomerDetail, TCustomerRow } from '@awb/contract/customer-rows';
import type { TCustomerSetting } from '@awb/contract/customer-setting';
import { can } from '@awb/contract/permission-check';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { describeChanges } from './change-diff.ts';
import {
  customerRepository,
  type TCustomerDbRow,
  type TCustomerFilters,
  type TCustomerListRow,
} from './customer.repository.ts';
import { customers } from './customer.table.ts';
import { toCustomerDetail } from './customer-detail.ts';
import { addChangeRecord } from './customer-record.ts';
import { customerRefs } from './customer-refs.ts';
import {
  checkDuplicate,
  checkUpperLimit,
  lockCompanyCustomers,
  privateInScope,
  resolveContacts,
  stateFor,
  visibleTo,
} from './customer-rules.ts';
import { customerSettingOf, customerSettingService } from './customer-setting.service.ts';
import { snapshot } from './customer-snapshot.ts';
import { toCustomerRow } from './customer-view.ts';

type TForm = z.output<typeof ZCustomerAdd> | z.output<typeof ZCustomerEdit>;
export type TPool = 'private' | 'public' | 'all';
type TPaging = { pageindex: number; pagesize: number; cursor: string };

/** Add, edit, read and delete customers; lists of both pools. */
export class CustomerService {
  constructor(private readonly deps: TDeps) {}

  async list(ctx: TRequestContext, pool: TPool, input: TCustomerFilters & TPaging) {
    const { db } = this.deps;
    const poolCondition =
      pool === 'private'
        ? privateInScope(ctx)
        : pool === 'public'
          ? eq(customers.attribution, CUSTOMER_ATTRIBUTION.public)
          : visibleTo(ctx);
    const page = await customerRepository.page(
      db,
      ctx.companyId,
      [
        poolCondition,
        ...customerRepository.filters(input, {
          userId: ctx.userId,
          seesAllPhones: can(ctx, CUSTOMER_PERMISSION.viewPhone),
        }),
      ],
      input.sort,
      input,
    );
    return { rows: await this.rows(db, ctx, page.rows), total: page.total, cursor: page.cursor };
  }

  /** List rows with community names and state names. */
  async rows(db: TExecutor, ctx: TRequestContext, rows: TCustomerListRow[]): Promise<TCustomerRow[]> {
    const ids = rows.map((r) => r.customer.id);
    const { communityIds, names } = await customerRepository.communityNamesOf(db, ctx.companyId, ids);
    const setting = await customerSettingOf(this.deps, ctx.companyId);
    return rows.map((r) => toCustomerRow(ctx, setting, r, communityIds.get(r.customer.id) ?? [], names));
  }

  /** A customer the caller may open (public, or private in scope); else 404. */
  async findVisible(db: TExecutor, ctx: TRequestContext, customerId: number, lock = false) {
    const row = await customerRepository.find(db, ctx.companyId, customerId, visibleTo(ctx), lock);
    if (!row) throw notFound(CUSTOMER_MSG.notFound);
    return row;
  }

  /** Of `ids`, the customers the caller may open (findVisible's rule), for other modules' lists. */
  async visibleByIds(db: TExecutor, ctx: TRequestContext, ids: number[]): Promise<Map<number, TCustomerListRow>> {
    const map = new Map<number, TCustomerListRow>();
    for (const id of new Set(ids)) {
      const row = await customerRepository.find(db, ctx.companyId, id, visibleTo(ctx));
      if (row) map.set(id, row);
    }
    return map;
  }

  async detail(ctx: TRequestContext, customerId: number): Promise<TCustomerDetail> {
    const { db } = this.deps;
    const r = await this.findVisible(db, ctx, customerId);
    const c = r.customer;
    const setting = await customerSettingOf(this.deps, ctx.companyId);
    const { contacts, communityIds, names, creator } = await customerRepository.detailExtras(
      db,
      ctx.companyId,
      c.id,
      c.creatorId,
    );
    return toCustomerDetail(ctx, setting, r, contacts, communityIds, names, creator);
  }

  async add(ctx: TRequestContext, input: z.output<typeof ZCustomerAdd>): Promise<{ customerId: number }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    return db.transaction(async (tx) => {
      await lockCompanyCustomers(tx, ctx.companyId);
      const setting = await customerSettingService.get(tx, ctx.companyId);
      const values = await this.formValues(tx, ctx, setting, input);
      const contacts = resolveContacts(input.customerInfo, []);
      await checkDuplicate(
        tx,
        ctx,
        setting,
        input.customerType,
        contacts.map((c) => c.phone),
      );
      const isPrivate = input.customerAttribution === CUSTOMER_ATTRIBUTION.private;
      if (isPrivate) await checkUpperLimit(tx, ctx.companyId, setting, ctx.userId, null);
      const first = contacts[0]!;
      const row = await customerRepository.insert(tx, {
        ...values,
        companyId: ctx.companyId,
        attribution: input.customerAttribution,
        userId: isPrivate ? ctx.userId : null,
        creatorId: ctx.userId,
        name: first.name,
        phone: first.phone,
        sex: first.sex,
        holdSince: isPrivate ? now : null,
        publicAt: isPrivate ? null : now,
        createdAt: now,
        updatedAt: now,
      });
      await customerRepository.replaceContacts(tx, ctx.companyId, row.id, contacts);
      await customerRepository.replaceCommunities(tx, ctx.companyId, row.id, input.community);
      await customerSettingService.recomputeOutDue(tx, ctx.companyId, setting, [row.id]);
      await addChangeRecord(tx, {
        companyId: ctx.companyId,
        customerId: row.id,
        userId: ctx.userId,
        type: CUSTOMER_RECORD_TYPE.add,
        content: isPrivate ? '新增私客' : '新增公客',
        at: now,
      });
      return { customerId: row.id };
    });
  }

  async edit(ctx: TRequestContext, input: z.output<typeof ZCustomerEdit>): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await lockCompanyCustomers(tx, ctx.companyId);
      const current = (await this.findVisible(tx, ctx, input.customerId, true)).customer;
      const setting = await customerSettingService.get(tx, ctx.companyId);
      const stored = (await customerRepository.contactsOf(tx, ctx.companyId, [current.id])).get(current.id) ?? [];
      const contacts = resolveContacts(input.customerInfo, stored);
      const typeChanged = input.customerType !== current.customerType;
      const values = await this.formValues(tx, ctx, setting, {
        ...input,
        // A state the type no longer has falls back to the first one only when the type changes.
        state: input.state ?? (typeChanged ? null : current.state),
      });
      const newPhones = contacts.map((c) => c.phone).filter((p) => !stored.some((s) => s.phone === p));
      if (typeChanged)
        await checkDuplicate(
          tx,
          ctx,
          setting,
          input.customerType,
          contacts.map((c) => c.phone),
          current.id,
        );
      else await checkDuplicate(tx, ctx, setting, input.customerType, newPhones, current.id);
      const beforeCommunities =
        (await customerRepository.communitiesOf(tx, ctx.companyId, [current.id])).get(current.id) ?? [];
      const names = await customerRefs.communities(tx, ctx.companyId, [...beforeCommunities, ...input.community]);
      const before = snapshot(current, stored, beforeCommunities, names, setting);
      const first = contacts[0]!;
      await customerRepository.update(tx, ctx.companyId, current.id, {
        ...values,
        name: first.name,
        phone: first.phone,
        sex: first.sex,
        updatedAt: now,
      });
      await customerRepository.replaceContacts(tx, ctx.companyId, current.id, contacts);
      await customerRepository.replaceCommunities(tx, ctx.companyId, current.id, input.community);
      const after = snapshot({ ...current, ...values } as TCustomerDbRow, contacts, input.community, names, setting);
      await customerSettingService.recomputeOutDue(tx, ctx.companyId, setting, [current.id]);
      const content = describeChanges(before, after);
      await addChangeRecord(tx, {
        companyId: ctx.companyId,
        customerId: current.id,
        userId: ctx.userId,
        type: CUSTOMER_RECORD_TYPE.edit,
        content: content || '保存客户资料（无字段变化）',
        at: now,
      });
    });
  }

  async remove(ctx: TRequestContext, customerId: number, pool: 'private' | 'public'): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const c = (await this.findVisible(tx, ctx, customerId, true)).customer;
      const wanted = pool === 'private' ? CUSTOMER_ATTRIBUTION.private : CUSTOMER_ATTRIBUTION.public;
      if (c.attribution !== wanted)
        throw invalid(pool === 'private' ? CUSTOMER_MSG.notPrivate : CUSTOMER_MSG.notPublic);
      await customerRepository.update(tx, ctx.companyId, c.id, { deletedAt: now, outDueAt: null, updatedAt: now });
      await addChangeRecord(tx, {
        companyId: ctx.companyId,
        customerId: c.id,
        userId: ctx.userId,
        type: CUSTOMER_RECORD_TYPE.delete,
        content: pool === 'private' ? '删除私客' : '删除公客',
        at: now,
      });
    });
  }

  /** The columns of the form, after checking what the schema cannot (state, city, districts, communities). */
  private async formValues(tx: TExecutor, ctx: TRequestContext, setting: TCustomerSetting, input: TForm) {
    if (input.city !== null && !customerRefs.cityValid(input.city)) throw invalid(CUSTOMER_MSG.cityInvalid);
    if (!customerRefs.districtsValid(input.city, input.region)) throw invalid(CUSTOMER_MSG.regionInvalid);
    const communityIds = [...new Set(input.community)];
    const found = await customerRefs.communities(tx, ctx.companyId, communityIds);
    if (found.size !== communityIds.length || communityIds.length !== input.community.length) {
      throw invalid(CUSTOMER_MSG.communityInvalid);
    }
    return {
      customerType: input.customerType,
      wechat: input.wechat,
      floorMin: input.floor,
      floorMax: input.tfloor,
      areaMin: input.area,
      areaMax: input.tarea,
      priceMin: input.price,
      priceMax: input.tprice,
      paymentMethod: input.paymentMethod,
      cityId: input.city,
      regions: [...new Set(input.region)],
      tags: [...new Set(input.tags)],
      houseKind: input.houseType,
      renovation: input.renovation,
      garage: input.houseGarage,
      elevator: input.elevator,
      downPayment: input.downPayments,
      uses: input.uses,
      level: input.level,
      room: input.room,
      houseAge: input.houseAge,
      remark: input.remark,
      source: input.source,
      state: stateFor(setting, input.customerType, input.state),
    };
  }
}

export type { TCustomerAdd, TCustomerEdit };
