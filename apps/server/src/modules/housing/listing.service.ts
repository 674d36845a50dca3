import { CODE, MSG } from '@awb/contract/common/codes';
import { housingPermission } from '@awb/contract/housing.contract';
import type { TListingFields } from '@awb/contract/housing-listing';
import {
  HOUSE_ATTRIBUTE,
  HOUSE_ATTRIBUTE_NAMES,
  HOUSING_MSG,
  houseStateName,
  INFO_ATTRIBUTION,
  LISTING_TYPE,
  TEAM_CHANGE,
  TEAM_TYPE,
} from '@awb/contract/housing-options';
import { roomKey } from '@awb/contract/housing-room-key';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { peopleByIds } from './housing-people.ts';
import { listingRepository, type TListingRecord } from './listing.repository.ts';
import { listingAccess } from './listing-access.ts';
import { describeChanges, priceOf, priceText } from './listing-changes.ts';
import { listingColumns } from './listing-columns.ts';
import { applyListingDelete, holdListingAction } from './listing-oa-actions.ts';
import { listingRecords } from './listing-records.ts';
import { titleOf } from './listing-view.ts';
import { teamRepository } from './team/team.repository.ts';

type TEditInput = TListingFields & { houseId: number; version: number };

const conflict = () => new AppError(CODE.conflict, MSG.conflict);

const duplicateError = (l: TListingRecord) =>
  new AppError(CODE.duplicateListing, HOUSING_MSG.duplicate, { houseId: l.id, type: l.type });

/** Adding, editing and the life of a listing: state, attributes, public pool, recycle bin. */
export class ListingService {
  constructor(private readonly deps: TDeps) {}

  async add(ctx: TRequestContext, f: TListingFields): Promise<{ houseId: number; type: number }> {
    const { db, clock } = this.deps;
    listingAccess.require(ctx, housingPermission(f.type, 'add'));
    const values = await listingColumns(db, ctx, f);
    const twin = await listingRepository.findDuplicate(db, ctx.companyId, values);
    if (twin) throw duplicateError(twin);
    const at = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const row = await listingRepository.insert(tx, {
          ...values,
          companyId: ctx.companyId,
          ownerId: ctx.userId,
          maintainerId: ctx.userId,
          createdAt: at,
          updatedAt: at,
        });
        await listingRepository.replaceContacts(tx, ctx.companyId, row.id, f.contacts);
        await teamRepository.insert(tx, {
          companyId: ctx.companyId,
          listingId: row.id,
          teamType: TEAM_TYPE.maintainer,
          userId: ctx.userId,
          createdBy: ctx.userId,
          createdAt: at,
        });
        await teamRepository.recordChange(tx, {
          companyId: ctx.companyId,
          listingId: row.id,
          teamType: TEAM_TYPE.maintainer,
          action: TEAM_CHANGE.join,
          userId: ctx.userId,
          operatorId: ctx.userId,
          createdAt: at,
        });
        const price = priceOf(row);
        if (price !== null) {
          await listingRepository.recordPrice(tx, {
            companyId: ctx.companyId,
            listingId: row.id,
            oldPrice: null,
            newPrice: price,
            unitPrice: row.unitPrice,
            userId: ctx.userId,
            createdAt: at,
          });
        }
        await listingRecords.operation(
          tx,
          row,
          ctx.userId,
          at,
          '新增房源',
          `录入${f.infoAttribution === INFO_ATTRIBUTION.private ? '私盘' : '公盘'}，${priceText(row, price)}`,
        );
        return { houseId: row.id, type: row.type };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await listingRepository.findDuplicate(db, ctx.companyId, values);
      if (raced) throw duplicateError(raced);
      throw error;
    }
  }

  async edit(ctx: TRequestContext, f: TEditInput): Promise<{ houseId: number; type: number; version: number }> {
    const { db, clock } = this.deps;
    const before = await listingAccess.manageable(db, ctx, f.houseId, (l) => housingPermission(l.type, 'edit'));
    if (f.type !== before.type) throw invalid('房源类型不能修改');
    if (f.version !== before.version) throw conflict();
    const values = await listingColumns(db, ctx, f);
    const twin = await listingRepository.findDuplicate(db, ctx.companyId, values, before.id);
    if (twin) throw duplicateError(twin);
    const oldContacts = await listingRepository.contacts(db, ctx.companyId, before.id);
    const at = clock.now();
    const changes = describeChanges(before, values, oldContacts, f.contacts);
    try {
      await db.transaction(async (tx) => {
        // Only at the version the form was filled from: a concurrent change wins, this one writes nothing.
        if (
          !(await listingRepository.updateAtVersion(tx, ctx.companyId, before.id, f.version, {
            ...values,
            updatedAt: at,
          }))
        ) {
          throw conflict();
        }
        await listingRepository.replaceContacts(tx, ctx.companyId, before.id, f.contacts);
        const oldPrice = priceOf(before);
        const newPrice = priceOf(values);
        if (newPrice !== null && oldPrice !== newPrice) {
          await listingRepository.recordPrice(tx, {
            companyId: ctx.companyId,
            listingId: before.id,
            oldPrice,
            newPrice,
            unitPrice: values.unitPrice,
            userId: ctx.userId,
            createdAt: at,
          });
          await listingRecords.systemFollowUp(
            tx,
            before,
            at,
            `${before.type === LISTING_TYPE.sale ? '售价' : '租金'}由${priceText(before, oldPrice)}调整为${priceText(values, newPrice)}`,
          );
        }
        await listingRecords.operation(tx, before, ctx.userId, at, '修改房源', changes.join('；'));
        if (before.infoAttribution !== values.infoAttribution) {
          await listingRecords.circulation(
            tx,
            before,
            ctx.userId,
            at,
            '修改归属',
            values.infoAttribution === INFO_ATTRIBUTION.public ? '私盘 → 公盘' : '公盘 → 私盘',
          );
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await listingRepository.findDuplicate(db, ctx.companyId, values, before.id);
      if (raced) throw duplicateError(raced);
      throw error;
    }
    return { houseId: before.id, type: before.type, version: f.version + 1 };
  }

  /** housingCheck: the live listing of the same house, if any (excluding the one being edited). */
  async check(
    ctx: TRequestContext,
    q: {
      type: number;
      communityId: number;
      buildingNo: string;
      unitNo: string;
      roomNo: string;
      houseId?: number | undefined;
    },
  ) {
    const { db } = this.deps;
    const community = await communityLookup.byId(db, ctx.companyId, q.communityId);
    if (!community) throw notFound(HOUSING_MSG.communityNotFound);
    const none = { exists: false, houseId: 0, type: q.type, title: '', ownerName: '' };
    if (q.roomNo === '') return none;
    const twin = await listingRepository.findDuplicate(
      db,
      ctx.companyId,
      { type: q.type, communityId: q.communityId, roomKey: roomKey(q.buildingNo, q.unitNo, q.roomNo) },
      q.houseId,
    );
    if (!twin) return none;
    const owner = (await peopleByIds(db, ctx.companyId, [twin.ownerId])).get(twin.ownerId);
    return {
      exists: true,
      houseId: twin.id,
      type: twin.type,
      title: titleOf(twin, community),
      ownerName: owner?.userName ?? '',
    };
  }

  async changeState(ctx: TRequestContext, input: { houseId: number; houseState: number; remark: string }) {
    const { db, clock } = this.deps;
    const l = await listingAccess.manageable(db, ctx, input.houseId, (x) => housingPermission(x.type, 'state'));
    if (l.houseState === input.houseState) throw invalid(HOUSING_MSG.stateSame);
    const at = clock.now();
    await db.transaction(async (tx) => {
      await listingRepository.update(tx, ctx.companyId, l.id, { houseState: input.houseState, updatedAt: at });
      const text = `状态由${houseStateName(l.type, l.houseState)}改为${houseStateName(l.type, input.houseState)}${input.remark ? `：${input.remark}` : ''}`;
      await listingRecords.operation(tx, l, ctx.userId, at, '修改状态', text);
      await listingRecords.systemFollowUp(tx, l, at, text);
    });
  }

  async setAttribute(ctx: TRequestContext, input: { houseId: number; attrType: number; status: number }) {
    const { db, clock } = this.deps;
    const l = await listingAccess.manageable(db, ctx, input.houseId, () => null, false);
    const on = input.status === 1;
    const column =
      input.attrType === HOUSE_ATTRIBUTE.top
        ? 'isTop'
        : input.attrType === HOUSE_ATTRIBUTE.seal
          ? 'isSealed'
          : 'isLocked';
    if (l[column] === on) return;
    const at = clock.now();
    await db.transaction(async (tx) => {
      // Pinning does not count as a change of the listing: the list order keeps updated_at.
      await listingRepository.update(tx, ctx.companyId, l.id, { [column]: on });
      const name = HOUSE_ATTRIBUTE_NAMES[input.attrType] ?? '';
      await listingRecords.operation(tx, l, ctx.userId, at, on ? name : `取消${name}`);
    });
  }

  async toPublic(ctx: TRequestContext, houseId: number) {
    const { db, clock } = this.deps;
    const l = await listingAccess.manageable(db, ctx, houseId, (x) => housingPermission(x.type, 'toPublic'));
    if (l.infoAttribution === INFO_ATTRIBUTION.public) throw invalid(HOUSING_MSG.alreadyPublic);
    const at = clock.now();
    await db.transaction(async (tx) => {
      await listingRepository.update(tx, ctx.companyId, l.id, {
        infoAttribution: INFO_ATTRIBUTION.public,
        updatedAt: at,
      });
      await listingRecords.circulation(tx, l, ctx.userId, at, '转公盘', '私盘 → 公盘');
    });
  }

  /** Into the recycle bin; held for approval when a flow guards the delete (items 3 / 9): {approvalId}. */
  async recycle(
    ctx: TRequestContext,
    input: { houseId: number; oaParam?: { oaReamrk: string } | undefined },
  ): Promise<{ approvalId: number } | null> {
    const { db, clock } = this.deps;
    const l = await listingAccess.manageable(db, ctx, input.houseId, (x) => housingPermission(x.type, 'remove'));
    const at = clock.now();
    return db.transaction(async (tx) => {
      const held = await holdListingAction(this.deps, tx, ctx, l, 'delete', { oaParam: input.oaParam });
      if (held) return held;
      if (!(await applyListingDelete(tx, l, ctx.userId, input.oaParam?.oaReamrk ?? '', at))) {
        throw notFound(HOUSING_MSG.listingNotFound);
      }
      return null;
    });
  }

  /** Marks the latest follow-up time (a person's follow-up). */
  async touchFollow(tx: TExecutor, ctx: TRequestContext, houseId: number, at: Date): Promise<void> {
    await listingRepository.touchFollow(tx, ctx.companyId, houseId, at);
  }
}
