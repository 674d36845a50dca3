import { CEREMONY_EVENT, CEREMONY_MSG, CEREMONY_SIGNER_STATE } from '@awb/contract/sign-ceremony-constants';
import { SEAL_TYPE, SIGNATURE_KIND } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid, notFound } from '../../../platform/errors.ts';
import { signRepository, type TSealRow } from '../sign.repository.ts';
import { ceremonyRepository as repo } from './ceremony.repository.ts';
import { recordEvent, type TEventActor } from './ceremony-hooks.ts';

const COMPANY_SEALS: readonly number[] = [SEAL_TYPE.official, SEAL_TYPE.contract];

type TSealUse = { companyId: number; contractId: number; sealId: number; userId: number; at: Date };

/**
 * What must hold for the keeper to apply the company seal, checked when they ask and again on the
 * approval's last pass (a held use): the seal is due and not yet applied, every party signed, it is
 * the seal chosen at submission, a usable company seal (unexpired 公章 or 合同章), and the user keeps it.
 */
export async function checkSealUse(db: TExecutor, use: TSealUse, lock = false): Promise<TSealRow> {
  const contract = await repo.contract(db, use.companyId, use.contractId, lock);
  const ceremony = contract ? await repo.ceremony(db, use.companyId, use.contractId) : undefined;
  if (!contract || !ceremony) throw notFound(SIGN_CONTRACT_MSG.notFound);
  if (ceremony.sealId === 0) throw invalid(CEREMONY_MSG.sealNotNeeded);
  if (ceremony.sealedAt) throw invalid(CEREMONY_MSG.sealAlreadyApplied);
  if (contract.state !== SIGN_CONTRACT_STATE.signing) {
    throw invalid(
      contract.state === SIGN_CONTRACT_STATE.waiting ? CEREMONY_MSG.notAllSigned : CEREMONY_MSG.notSignable,
    );
  }
  const signers = await repo.signers(db, use.companyId, use.contractId);
  if (signers.some((s) => s.state !== CEREMONY_SIGNER_STATE.signed)) throw invalid(CEREMONY_MSG.notAllSigned);
  if (use.sealId !== ceremony.sealId) throw invalid(CEREMONY_MSG.sealNotChosen);
  const seal = await signRepository.seal(db, use.companyId, use.sealId);
  const usable =
    seal &&
    seal.kind === SIGNATURE_KIND.seal &&
    COMPANY_SEALS.includes(seal.sealType) &&
    seal.expiresAt.getTime() > use.at.getTime();
  if (!usable) throw invalid(CEREMONY_MSG.sealUnavailable);
  if (seal.keeperUserId !== use.userId) throw invalid(CEREMONY_MSG.notKeeper);
  return seal;
}

/** Applies the seal once (the ceremony row says so), records its use on the seal and the event. */
export async function applySealUse(
  deps: TDeps,
  tx: TExecutor,
  use: TSealUse,
  seal: TSealRow,
  actor: TEventActor,
  remark = '',
): Promise<void> {
  const fresh = await repo.ceremony(tx, use.companyId, use.contractId);
  if (!fresh || fresh.sealedAt) throw invalid(CEREMONY_MSG.sealAlreadyApplied);
  await repo.updateCeremony(tx, use.companyId, fresh.id, { sealedBy: use.userId, sealedAt: use.at });
  await signRepository.recordSealUse(tx, {
    companyId: use.companyId,
    sealId: use.sealId,
    contractId: use.contractId,
    userId: use.userId,
    usedAt: use.at,
  });
  const keeper = { id: 0, roleLabel: '经纪机构', name: seal.keeperName, phoneMasked: '' };
  await recordEvent(
    deps,
    tx,
    { companyId: use.companyId, contractId: use.contractId, action: CEREMONY_EVENT.sealApplied, remark },
    actor,
    keeper,
  );
}
