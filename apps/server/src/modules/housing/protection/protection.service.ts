import { housingPermission } from '@awb/contract/housing.contract';
import { HOUSING_MSG, PROTECTION_TYPE, PROTECTION_TYPE_NAMES } from '@awb/contract/housing-options';
import type { THousingSetting } from '@awb/contract/housing-views';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid, noPermission } from '../../../platform/errors.ts';
import { communityLookup } from '../../community/community-lookup.ts';
import { chinaDay, chinaDayStart, formatTime, houseCode } from '../housing-format.ts';
import { peopleByIds } from '../housing-people.ts';
import { listingRepository } from '../listing.repository.ts';
import { listingAccess } from '../listing-access.ts';
import { listingRecords } from '../listing-records.ts';
import { titleOf, toListingData } from '../listing-view.ts';
import { protectionRepository } from './protection.repository.ts';

const DAY_MS = 86_400_000;
/** The listing id of a reveal that was a search by owner phone over the whole list. */
export const PHONE_SEARCH_LISTING = 0;

/**
 * The company's housing settings, kept a few seconds beside the session (decision 0007): the list reads
 * them on every page. Saving them here forgets them; other processes see a change within the TTL.
 */
const settingsCache = (deps: TDeps) => deps.sessions.companyCache<THousingSetting>('housing-settings');

export function housingSettingsOf(deps: TDeps, companyId: number): Promise<THousingSetting> {
  return settingsCache(deps).load(companyId, '', () => protectionRepository.settings(deps.db, companyId));
}

const REVEAL_ACTION: Record<number, string> = { 1: '查看业主电话', 2: '查看楼栋房号', 3: '查看完整房源信息' };

/**
 * Protected listing information (seed 000 §6): contacts (type 1), building/unit/room and floors
 * (type 2), the whole submit data (type 3). The owner, the maintainer and managers see it freely.
 * Anyone else needs the permission (type 3: the edit permission on a listing they may change); each
 * reveal of a new listing and type that day counts against the company's daily quota, and every
 * reveal is logged.
 */
export class ProtectionService {
  constructor(private readonly deps: TDeps) {}

  async reveal(ctx: TRequestContext, input: { houseId: number; type: number }) {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, input.houseId);
    const settings = await housingSettingsOf(this.deps, ctx.companyId);
    const free = ctx.isManager || listingAccess.isHolder(ctx, l);
    const protectedPart =
      input.type === PROTECTION_TYPE.contacts
        ? settings.protectContacts
        : input.type === PROTECTION_TYPE.address
          ? settings.protectAddress
          : settings.protectContacts || settings.protectAddress;
    if (!free && input.type === PROTECTION_TYPE.all) {
      listingAccess.require(ctx, housingPermission(l.type, 'edit'));
      if (!(await listingAccess.canManage(db, ctx, l))) throw noPermission();
    } else if (!free && protectedPart) {
      listingAccess.require(
        ctx,
        housingPermission(l.type, 'protection', input.type === PROTECTION_TYPE.contacts ? 'contacts' : 'address'),
      );
    }
    const at = clock.now();
    const day = chinaDay(at);
    const counts = !free && protectedPart;
    const remain = await db.transaction(async (tx) => {
      await protectionRepository.lockPerson(tx, ctx.companyId, ctx.userId);
      let counted = counts;
      if (counted) {
        const key = { companyId: ctx.companyId, userId: ctx.userId, listingId: l.id, type: input.type, day };
        if (await protectionRepository.countedBefore(tx, key)) counted = false;
      }
      const used = await protectionRepository.usedOn(tx, ctx.companyId, ctx.userId, day);
      if (counted && used >= settings.dailyViewLimit) throw invalid(HOUSING_MSG.quotaExceeded);
      await protectionRepository.log(tx, {
        companyId: ctx.companyId,
        listingId: l.id,
        userId: ctx.userId,
        type: input.type,
        counted,
        day,
        createdAt: at,
      });
      await listingRecords.operation(tx, l, ctx.userId, at, REVEAL_ACTION[input.type] ?? '');
      return counts ? Math.max(0, settings.dailyViewLimit - used - (counted ? 1 : 0)) : -1;
    });
    const [contacts, community] = await Promise.all([
      listingRepository.contacts(db, ctx.companyId, l.id),
      communityLookup.byId(db, ctx.companyId, l.communityId),
    ]);
    const showContacts = input.type !== PROTECTION_TYPE.address;
    const showAddress = input.type !== PROTECTION_TYPE.contacts;
    return {
      type: input.type,
      contacts: showContacts ? contacts.map((c) => ({ name: c.name, phone: c.phone, level: c.level })) : [],
      address: {
        buildingNo: showAddress ? l.buildingNo : '',
        buildingLabel: l.buildingLabel,
        unitNo: showAddress ? l.unitNo : '',
        unitLabel: l.unitLabel,
        roomNo: showAddress ? l.roomNo : '',
        floor: showAddress ? l.floor : 0,
        totalFloor: l.totalFloor,
      },
      requestData: input.type === PROTECTION_TYPE.all ? toListingData(l, community, contacts) : null,
      remain,
    };
  }

  /**
   * A list search by an owner's phone (`contactPhone`, an exact number) confirms a number that the
   * caller may only see through a reveal. So, where contacts are protected, each such search by
   * anyone but a manager counts as one reveal of contacts against the daily quota and is logged
   * (listing 0: a search, not one listing), so that guessing hidden digits costs the quota.
   */
  async chargePhoneSearch(ctx: TRequestContext): Promise<void> {
    if (ctx.isManager) return;
    const { db, clock } = this.deps;
    const settings = await housingSettingsOf(this.deps, ctx.companyId);
    if (!settings.protectContacts) return;
    const at = clock.now();
    const day = chinaDay(at);
    await db.transaction(async (tx) => {
      await protectionRepository.lockPerson(tx, ctx.companyId, ctx.userId);
      const used = await protectionRepository.usedOn(tx, ctx.companyId, ctx.userId, day);
      if (used >= settings.dailyViewLimit) throw invalid(HOUSING_MSG.quotaExceeded);
      await protectionRepository.log(tx, {
        companyId: ctx.companyId,
        listingId: PHONE_SEARCH_LISTING,
        userId: ctx.userId,
        type: PROTECTION_TYPE.contacts,
        counted: true,
        day,
        createdAt: at,
      });
    });
  }

  /** The daily quota of the caller: limit, used today and left (-1: a manager, not counted). */
  async quota(ctx: TRequestContext): Promise<{ limit: number; used: number; remain: number }> {
    const { db, clock } = this.deps;
    const settings = await housingSettingsOf(this.deps, ctx.companyId);
    const used = await protectionRepository.usedOn(db, ctx.companyId, ctx.userId, chinaDay(clock.now()));
    return {
      limit: settings.dailyViewLimit,
      used,
      remain: ctx.isManager ? -1 : Math.max(0, settings.dailyViewLimit - used),
    };
  }

  settings(ctx: TRequestContext): Promise<THousingSetting> {
    return housingSettingsOf(this.deps, ctx.companyId);
  }

  async saveSettings(ctx: TRequestContext, values: THousingSetting): Promise<void> {
    await protectionRepository.saveSettings(this.deps.db, ctx.companyId, values, ctx.userId, this.deps.clock.now());
    settingsCache(this.deps).forget(ctx.companyId);
  }

  async log(
    ctx: TRequestContext,
    q: {
      houseId?: number | undefined;
      userId?: number | undefined;
      dateStart: string;
      dateEnd: string;
      pageindex: number;
      pagesize: number;
    },
  ) {
    const { db } = this.deps;
    const page = await protectionRepository.page(
      db,
      ctx.companyId,
      {
        houseId: q.houseId,
        userId: q.userId,
        ...(q.dateStart ? { from: chinaDayStart(q.dateStart) } : {}),
        ...(q.dateEnd ? { until: new Date(chinaDayStart(q.dateEnd).getTime() + DAY_MS) } : {}),
      },
      q,
    );
    const people = await peopleByIds(
      db,
      ctx.companyId,
      page.rows.map((r) => r.userId),
    );
    const found = await Promise.all(
      [...new Set(page.rows.map((r) => r.listingId))].map((id) => listingRepository.find(db, ctx.companyId, id)),
    );
    const byId = new Map(found.filter((l) => l !== undefined).map((l) => [l.id, l]));
    const communities = await communityLookup.byIds(
      db,
      ctx.companyId,
      [...byId.values()].map((l) => l.communityId),
    );
    return {
      rows: page.rows.map((r) => {
        const l = byId.get(r.listingId);
        const person = people.get(r.userId);
        return {
          logId: r.id,
          houseId: r.listingId,
          houseCode: l ? houseCode(l.type, l.id) : '',
          title: l
            ? titleOf(l, communities.get(l.communityId))
            : r.listingId === PHONE_SEARCH_LISTING
              ? '按业主电话搜索房源'
              : '',
          type: r.type,
          typeName: PROTECTION_TYPE_NAMES[r.type] ?? '',
          userId: r.userId,
          userName: person?.userName ?? '',
          deptName: person?.deptName ?? '',
          counted: r.counted,
          createdAt: formatTime(r.createdAt),
        };
      }),
      total: page.total,
    };
  }
}
