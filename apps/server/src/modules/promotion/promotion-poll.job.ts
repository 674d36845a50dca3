import { PORTAL_SPECS, PROMOTION_MSG, PUSH_STATE, type TPortal } from '@awb/contract/promotion-constants';
import type { TDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { houseCode } from '../housing/housing-format.ts';
import { notify } from '../message/notify.ts';
import { PortalRefusedError, PortalUnavailableError, type TPortalAccount } from './portal/portal-client.ts';
import { promotionRepository as repo, type TPushRow } from './promotion.repository.ts';
import { PromotionBindingService, type TPortalClients } from './promotion-binding.service.ts';
import { PUSHING_HOLD_MS, STATE_OF } from './promotion-push.service.ts';

/** How often the job runs. A push is asked about once it has rested 推送中 as long as a new push is held off. */
export const PUSH_POLL_MS = 5 * 60_000;
/** Pushes asked about per run, the longest waiting first. */
const BATCH = 500;

/**
 * Pushes under a portal's review (推送中) are asked of the portal every few minutes, so an agent learns
 * the outcome without opening the listing's promotion page: 已上架 or 推送失败 is written and the pusher
 * gets a reminder in the same transaction. A push the portal never answered (the server stopped mid-call)
 * becomes 推送失败 (平台无响应). A portal that cannot be reached, or a binding since removed, leaves the
 * push as it is for the next run. Safe when several servers run it at once: a row is only moved out of
 * 推送中 once (the update checks the state it read). Returns how many pushes were settled.
 */
export async function pollPendingPushes(deps: TDeps, clients: TPortalClients): Promise<number> {
  const { db, clock } = deps;
  const bindings = new PromotionBindingService(deps, clients);
  // One binding read per company and portal in a run, however many of its pushes wait.
  const accounts = new Map<string, Promise<TPortalAccount>>();
  const accountOf = (companyId: number, portal: TPortal) => {
    const key = `${companyId}:${portal}`;
    let account = accounts.get(key);
    if (!account) {
      account = bindings.boundAccountOf(companyId, portal);
      accounts.set(key, account);
    }
    return account;
  };
  const rows = await repo.pendingPushes(db, new Date(clock.now().getTime() - PUSHING_HOLD_MS), BATCH);
  let settled = 0;
  for (const row of rows) {
    const outcome = await askPortal(row, accountOf, clients);
    if (outcome && (await settle(deps, row, outcome))) settled += 1;
  }
  return settled;
}

type TOutcome = { state: number; message: string };

async function askPortal(
  row: TPushRow,
  accountOf: (companyId: number, portal: TPortal) => Promise<TPortalAccount>,
  clients: TPortalClients,
): Promise<TOutcome | null> {
  const portal = row.portal as TPortal;
  if (!row.portalListingId) return { state: PUSH_STATE.failed, message: PROMOTION_MSG.portalNoAnswer };
  if (!clients[portal].configured) return null;
  try {
    const account = await accountOf(row.companyId, portal);
    const answer = await clients[portal].status(account, row.portalListingId);
    const state = STATE_OF[answer.state];
    return { state, message: answer.message || (state === PUSH_STATE.failed ? PROMOTION_MSG.reviewRejected : '') };
  } catch (error) {
    if (error instanceof PortalRefusedError) return { state: PUSH_STATE.failed, message: error.message };
    // Unreachable, or unbound since (AppError): the record stays; unbinding is the company's own choice.
    if (error instanceof PortalUnavailableError || error instanceof AppError) return null;
    throw error;
  }
}

async function settle(deps: TDeps, row: TPushRow, outcome: TOutcome): Promise<boolean> {
  const { db, clock } = deps;
  // Still under review: left as it is (touching it would hold off a new push by the agent again).
  if (outcome.state === PUSH_STATE.pushing) return false;
  return db.transaction(async (tx) => {
    if (!(await repo.updatePushIf(tx, row, { ...outcome, updatedAt: clock.now() }))) return false;
    const name = PORTAL_SPECS[row.portal as TPortal]?.name ?? '平台';
    const title = houseCode(row.houseType, row.houseId);
    await notify(tx, {
      companyId: row.companyId,
      userIds: [row.pushedBy],
      title: outcome.state === PUSH_STATE.online ? '房源推广提醒' : '房源推送失败',
      content:
        outcome.state === PUSH_STATE.online
          ? `房源「${title}」已通过${name}审核并上架。`
          : `房源「${title}」推送到${name}未成功：${outcome.message}，可在房源推广中重新推送。`,
    });
    return true;
  });
}
