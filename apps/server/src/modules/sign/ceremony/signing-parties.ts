import { createHash } from 'node:crypto';
import { maskIdCard } from '@awb/contract/common/validators';
import { CEREMONY_SIGNER_STATE } from '@awb/contract/sign-ceremony-constants';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { companyFullName } from '../company-full-name.ts';
import { signRepository } from '../sign.repository.ts';
import type { TContractSigning, TSigningParty } from '../signed-pdf/signed-pdf.types.ts';
import {
  ceremonyRepository as repo,
  type TCeremonySignerRow,
  type TCeremonyVerificationRow,
} from './ceremony.repository.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What binds a party's event certificate to the ceremony: SHA-256 of this JSON, fields in this
 * order. For a signature allowed by a verification (the signer's code on its link and device, and
 * the face check where required, signing-device.ts), that verification's record as stored; the
 * platform can show the row that hashes to the value in the certificate, nobody can make another.
 */
export function verificationBinding(
  v: Pick<
    TCeremonyVerificationRow,
    'id' | 'companyId' | 'contractId' | 'signerId' | 'linkId' | 'deviceHash' | 'spentAt'
  >,
  contentHash: string,
): string {
  return sha256(
    JSON.stringify({
      kind: 'sign-ceremony-verification',
      companyId: v.companyId,
      contractId: v.contractId,
      signerId: v.signerId,
      verificationId: v.id,
      linkId: v.linkId,
      deviceHash: v.deviceHash,
      spentAt: v.spentAt?.toISOString() ?? null,
      contentHash,
    }),
  );
}

/** A signature without a verification on file (none is known): the signer's own record instead. */
function signerBinding(s: TCeremonySignerRow, contentHash: string): string {
  return sha256(
    JSON.stringify({
      kind: 'sign-ceremony-signer',
      companyId: s.companyId,
      contractId: s.contractId,
      signerId: s.id,
      signedAt: s.signedAt?.toISOString() ?? null,
      signatureRef: s.signatureRef,
      contentHash,
    }),
  );
}

/**
 * Who the signed file's signatures name (TContractSigning): every signer who signed, in signing
 * order, with the verification that allowed each signature, and the company as certified for signing
 * (registered name and 统一社会信用代码), else by its name in the work book without a code.
 */
export async function contractSigning(
  deps: TDeps,
  db: TExecutor,
  contract: { companyId: number; id: number; contentHash: string },
): Promise<TContractSigning> {
  const { companyId, id: contractId, contentHash } = contract;
  const signers = await repo.signers(db, companyId, contractId);
  const spent = await repo.spentVerifications(db, companyId, contractId);
  const parties: TSigningParty[] = [];
  for (const s of signers) {
    if (s.state !== CEREMONY_SIGNER_STATE.signed || !s.signedAt) continue;
    const verification = spent.findLast((v) => v.signerId === s.id);
    parties.push({
      name: s.name,
      maskedIdNo: s.certNoSealed ? maskIdCard(deps.personalData.open(s.certNoSealed)) : '',
      signedAt: s.signedAt,
      binding: verification ? verificationBinding(verification, contentHash) : signerBinding(s, contentHash),
    });
  }
  const account = await signRepository.account(db, companyId);
  const company = { name: await companyFullName(db, companyId), creditCode: account?.orgCode ?? '' };
  return { companyId, company, parties };
}
