import { APP_TYPE } from '@awb/contract/common/apps';
import { maskIdCard, maskPhone } from '@awb/contract/common/validators';
import type { TSignContent } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_MSG, SIGN_PARTY_TYPE } from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { ownerScope } from '../org/data-scope.ts';
import { contentHash } from './content-hash.ts';
import { signContractRepository as repo, type TSignContractDbRow } from './sign-contract.repository.ts';
import { signContracts, type TMaskedParties } from './sign-contract.table.ts';

/**
 * What the signing-contract services share: the caller's view of a contract (data scope of app type
 * 6), the operation log with who and from where, and the parties as every view shows them.
 */

/** Who did it and from where: every operation log row carries them. */
export type TActor = { userAgent: string; ip: string };
export type TOaParam = { oaItemId?: number | undefined; oaReamrk: string } | undefined;

export function contractScope(ctx: TRequestContext) {
  return ownerScope(ctx, APP_TYPE.sign, signContracts.userId);
}

/** A live contract within the caller's data scope (others: 合同不存在或已删除). */
export async function visibleContract(
  deps: TDeps,
  ctx: TRequestContext,
  contractId: number,
  db: TExecutor = deps.db,
  lock = false,
): Promise<TSignContractDbRow> {
  const row = await repo.find(db, ctx.companyId, contractId, contractScope(ctx), lock);
  if (!row) throw notFound(SIGN_CONTRACT_MSG.notFound);
  return row;
}

/** One operation log row; submission and edits carry the version and hash they made. */
export async function logContractEvent(
  deps: TDeps,
  db: TExecutor,
  ctx: TRequestContext,
  e: { row: TSignContractDbRow; action: number; actor: TActor; remark: string; withVersion?: boolean },
): Promise<void> {
  await repo.insertLog(db, {
    companyId: ctx.companyId,
    contractId: e.row.id,
    action: e.action,
    userId: ctx.userId,
    remark: e.remark,
    userAgent: e.actor.userAgent.slice(0, 300),
    ip: e.actor.ip.slice(0, 60),
    version: e.withVersion ? e.row.version : null,
    contentHash: e.withVersion ? e.row.contentHash : null,
    createdAt: deps.clock.now(),
  });
}

/** The columns a content fills: the house and party names listed, the parties masked, the rest sealed and hashed. */
export function contentColumns(personalData: Pick<TDeps['personalData'], 'seal'>, content: TSignContent) {
  return {
    signatureType: content.signatureType,
    houseName: content.houseName,
    houseBuilding: content.houseBuilding,
    houseRoomNo: content.houseRoomNo,
    partyAName: content.partyA.name,
    partyBName: content.partyB.name,
    parties: maskParties(content),
    contentSealed: personalData.seal(JSON.stringify(content)),
    contentHash: contentHash(content),
  };
}

export function maskParties(c: TSignContent): TMaskedParties {
  const person = (p: { name: string; certNo: string; phone: string }) => ({
    name: p.name,
    certNo: maskIdCard(p.certNo),
    phone: maskPhone(p.phone),
  });
  // A company's licence number is public; a person's ID number is not.
  const party = (p: TSignContent['partyA']) => ({
    ...person(p),
    type: p.type,
    certNo: p.type === SIGN_PARTY_TYPE.company ? p.certNo : maskIdCard(p.certNo),
  });
  return {
    partyA: party(c.partyA),
    partyB: party(c.partyB),
    agentA: c.agentA ? person(c.agentA) : null,
    agentB: c.agentB ? person(c.agentB) : null,
    partyACoowner: c.partyACoowner.map(person),
    partyBCoowner: c.partyBCoowner.map(person),
    signBodyList: c.signBodyList,
  };
}
