import { HOUSE_STATE, houseStateName } from '@awb/contract/housing-options';
import type { TExecutor } from '../../platform/db/db.ts';
import { listingRepository } from './listing.repository.ts';
import { listingRecords } from './listing-records.ts';

type TActor = { companyId: number; userId: number };

/**
 * What other modules may do to a listing inside their own transaction (a module owns its tables:
 * docs/housing.md). Today one thing: a deal this company closed elsewhere (a contract that reached
 * 完成) marks the listing 我售 / 我租.
 */
export const listingDealService = {
  /**
   * The listing becomes houseState 3 (a deal by this company) with the operation record and 系统
   * follow-up a state change leaves, `why` closing their text. Nothing for a missing, deleted or
   * already dealt listing. Answers whether it changed.
   */
  async markDealt(tx: TExecutor, actor: TActor, houseId: number, why: string, at: Date): Promise<boolean> {
    const listing = await listingRepository.find(tx, actor.companyId, houseId);
    if (!listing || listing.deletedAt || listing.houseState === HOUSE_STATE.dealOurs) return false;
    await listingRepository.update(tx, actor.companyId, listing.id, {
      houseState: HOUSE_STATE.dealOurs,
      updatedAt: at,
    });
    const from = houseStateName(listing.type, listing.houseState);
    const to = houseStateName(listing.type, HOUSE_STATE.dealOurs);
    const text = `状态由${from}改为${to}：${why}`;
    await listingRecords.operation(tx, listing, actor.userId, at, '修改状态', text);
    await listingRecords.systemFollowUp(tx, listing, at, text);
    return true;
  },
};
