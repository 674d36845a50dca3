import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import {
  CEREMONY_LIMITS,
  CEREMONY_MSG,
  CEREMONY_SIDE,
  CEREMONY_SIGNER_STATE,
} from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE, SIGN_CONTRACT_STATE_NAMES } from '@awb/contract/sign-contract-constants';
import type { TSignCopyRow, TSigningCopy } from '@awb/contract/sign-copy';
import {
  CONTRACT_COPY_PATH,
  COPY_LIMITS,
  COPY_MSG,
  COPY_STATE,
  COPY_STATE_NAMES,
} from '@awb/contract/sign-copy-constants';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import { ceremonyRepository as repo } from './ceremony.repository.ts';
import { ceremonyOptions } from './ceremony-hooks.ts';
import { newSigningToken, readSigningToken } from './ceremony-links.ts';
import { copyRepository, type TCopyRow } from './copy.repository.ts';
import { checkCopyFileLink, copyFileLink, readCopyToken } from './copy-links.ts';
import { readUpload } from './signed-document.ts';

const dead = () => new AppError(CODE.invalid, CEREMONY_MSG.linkInvalid);

/**
 * Each party's copy of a completed contract (docs/signing-ceremony.md "Each party's copy"). The copies
 * are made in the completing transaction, one per signer; their texts leave after the commit through
 * the copies' outbox (`tokenSealed`), claimed one by one so that no retry sends twice. A party opens
 * their copy with the copy link's token or with the signing link they signed with; both end when the
 * copy expires or the agent revokes it.
 */
export class PartyCopies {
  constructor(private readonly deps: TDeps) {}

  /** In the completing transaction: a copy for every signer, expiring COPY_LIMITS.copyDays later. */
  async prepare(tx: TExecutor, companyId: number, contractId: number, completedAt: Date): Promise<void> {
    // The drafting agent has the contract in the app; only the parties are texted a copy.
    const signers = (await repo.signers(tx, companyId, contractId)).filter((s) => s.side !== CEREMONY_SIDE.broker);
    const expiresAt = new Date(completedAt.getTime() + COPY_LIMITS.copyDays * 86_400_000);
    await copyRepository.insert(
      tx,
      signers.map((s) => {
        const token = newSigningToken(companyId);
        const read = readCopyToken(this.deps.secret, token);
        if (!read) throw new Error('token format');
        return {
          companyId,
          contractId,
          signerId: s.id,
          tokenHash: read.hash,
          tokenSealed: this.deps.personalData.seal(token),
          expiresAt,
          createdAt: completedAt,
        };
      }),
    );
  }

  /**
   * Sends the contract's copy texts still in the outbox, after the completing transaction committed.
   * Each is claimed first (its sealed token emptied), so a second sender finds nothing; a text the
   * provider refuses goes back into the outbox for the next try.
   */
  async sendDue(companyId: number, contractId: number): Promise<number> {
    const { db, clock, personalData } = this.deps;
    const due = await copyRepository.due(db, companyId, contractId);
    if (due.length === 0) return 0;
    const contract = await repo.contract(db, companyId, contractId);
    const signers = new Map((await repo.signers(db, companyId, contractId)).map((s) => [s.id, s]));
    let sent = 0;
    for (const copy of due) {
      const signer = signers.get(copy.signerId);
      if (!contract || !signer) continue;
      if (!(await copyRepository.claim(db, companyId, copy.id, clock.now()))) continue;
      const token = personalData.open(copy.tokenSealed);
      try {
        await this.deps.sms.send({
          phone: personalData.open(signer.phoneSealed),
          template: 'sign-copy',
          params: {
            url: `${ceremonyOptions(this.deps).origin}${CONTRACT_COPY_PATH}?token=${encodeURIComponent(token)}`,
            contractNo: contract.contractNo,
            role: signer.roleLabel,
            days: String(COPY_LIMITS.copyDays),
          },
        });
        sent += 1;
      } catch {
        await copyRepository.unclaim(db, companyId, copy.id, copy.tokenSealed);
      }
    }
    return sent;
  }

  /** The copy a token opens: a copy link's own, or the party's copy behind the signing link they signed with. */
  private async resolve(token: string) {
    const { db } = this.deps;
    const asCopy = readCopyToken(this.deps.secret, token);
    if (!asCopy) throw dead();
    const copy = await copyRepository.byToken(db, asCopy.companyId, asCopy.hash);
    if (copy) return { companyId: copy.companyId, contractId: copy.contractId, signerId: copy.signerId, copy };
    const asLink = readSigningToken(this.deps.secret, token);
    const link = asLink ? await repo.link(db, asLink.companyId, asLink.hash) : undefined;
    // Only the link the party signed with: an unused link is for signing (signingOpen), not for a copy.
    if (!link?.usedAt) throw dead();
    const own = await copyRepository.bySigner(db, link.companyId, link.signerId);
    return { companyId: link.companyId, contractId: link.contractId, signerId: link.signerId, copy: own };
  }

  private live(copy: TCopyRow): void {
    if (copy.revokedAt) throw invalid(COPY_MSG.revoked);
    if (copy.expiresAt.getTime() <= this.deps.clock.now().getTime()) throw invalid(COPY_MSG.expired);
  }

  /** What the party's page shows: before completion only who they signed as; after, their PDF's links. */
  async open(token: string): Promise<TSigningCopy> {
    const { companyId, contractId, signerId, copy } = await this.resolve(token);
    const { db, clock, secret } = this.deps;
    const contract = await repo.contract(db, companyId, contractId);
    const signer = (await repo.signers(db, companyId, contractId)).find((s) => s.id === signerId);
    if (!contract || !signer || signer.state !== CEREMONY_SIGNER_STATE.signed) throw dead();
    const ceremony = await repo.ceremony(db, companyId, contractId);
    const answer = {
      contractNo: contract.contractNo,
      title: contract.title,
      roleLabel: signer.roleLabel,
      stateName: SIGN_CONTRACT_STATE_NAMES[contract.state] ?? '',
    };
    if (!copy || !ceremony?.fileRef) return { ...answer, ready: false, viewUrl: '', downloadUrl: '', expireAt: '' };
    this.live(copy);
    const expiresMs = clock.now().getTime() + CEREMONY_LIMITS.fileLinkMinutes * 60_000;
    const link = { companyId, copyId: copy.id, expires: Math.floor(expiresMs / 1000) };
    return {
      ...answer,
      ready: true,
      viewUrl: copyFileLink(secret, link, false),
      downloadUrl: copyFileLink(secret, link, true),
      expireAt: formatTime(copy.expiresAt),
    };
  }

  /** The signed PDF behind a copy's file link, while the copy lives; null otherwise. */
  async file(q: { o: number; y: number; e: number; s: string }): Promise<{ pdf: Buffer; name: string } | null> {
    const { db, clock, secret } = this.deps;
    const link = { companyId: q.o, copyId: q.y, expires: q.e };
    if (!checkCopyFileLink(secret, link, q.s, clock.now().getTime())) return null;
    const copy = await copyRepository.byId(db, q.o, q.y);
    if (!copy || copy.revokedAt || copy.expiresAt.getTime() <= clock.now().getTime()) return null;
    const ceremony = await repo.ceremony(db, copy.companyId, copy.contractId);
    const contract = await repo.contract(db, copy.companyId, copy.contractId);
    const pdf = ceremony?.fileRef ? await readUpload(this.deps, db, ceremony.fileRef) : null;
    return pdf && contract ? { pdf, name: `${contract.contractNo}.pdf` } : null;
  }

  /** The agent's list: each party's copy with its state (the contract is checked by the caller). */
  async list(companyId: number, contractId: number): Promise<TSignCopyRow[]> {
    const { db, clock } = this.deps;
    const signers = new Map((await repo.signers(db, companyId, contractId)).map((s) => [s.id, s]));
    const now = clock.now().getTime();
    return (await copyRepository.ofContract(db, companyId, contractId)).map((c) => {
      const s = signers.get(c.signerId);
      const state = c.revokedAt
        ? COPY_STATE.revoked
        : c.expiresAt.getTime() <= now
          ? COPY_STATE.expired
          : COPY_STATE.live;
      return {
        copyId: c.id,
        signerId: c.signerId,
        roleLabel: s?.roleLabel ?? '',
        name: s?.name ?? '',
        phone: s?.phoneMasked ?? '',
        state,
        stateName: COPY_STATE_NAMES[state] ?? '',
        expireAt: formatTime(c.expiresAt),
        sentAt: formatTime(c.sentAt),
      };
    });
  }

  /** Revokes a party's copy (the contract is checked by the caller); a copy of another contract is not found. */
  async revoke(companyId: number, contractId: number, copyId: number, userId: number): Promise<void> {
    const copy = await copyRepository.byId(this.deps.db, companyId, copyId);
    if (!copy || copy.contractId !== contractId) throw notFound(COPY_MSG.notFound);
    if (!(await copyRepository.revoke(this.deps.db, companyId, copyId, userId, this.deps.clock.now()))) {
      throw invalid(COPY_MSG.alreadyRevoked);
    }
  }

  /**
   * Texts a party's copy again (the contract is checked by the caller): a new link with a new expiry
   * through the same outbox, so the old link stops working; a revoked copy is issued anew. Only for a
   * completed contract. `claimTurn` (the route's once-a-minute limit) is taken only once the copy is
   * known to be resendable, so that a refused call never uses up the copy's turn.
   */
  async resend(
    companyId: number,
    contractId: number,
    copyId: number,
    claimTurn: () => Promise<void>,
  ): Promise<TSignCopyRow> {
    const { db, clock, personalData } = this.deps;
    const copy = await copyRepository.byId(db, companyId, copyId);
    if (!copy || copy.contractId !== contractId) throw notFound(COPY_MSG.notFound);
    const contract = await repo.contract(db, companyId, contractId);
    if (contract?.state !== SIGN_CONTRACT_STATE.done) throw invalid(COPY_MSG.notCompleted);
    await claimTurn();
    const token = newSigningToken(companyId);
    const read = readCopyToken(this.deps.secret, token);
    if (!read) throw new Error('token format');
    await copyRepository.reissue(db, companyId, copyId, {
      tokenHash: read.hash,
      tokenSealed: personalData.seal(token),
      expiresAt: new Date(clock.now().getTime() + COPY_LIMITS.copyDays * 86_400_000),
    });
    await this.sendDue(companyId, contractId);
    const row = (await this.list(companyId, contractId)).find((c) => c.copyId === copyId);
    if (!row) throw notFound(COPY_MSG.notFound);
    return row;
  }
}

/** Copy texts a sweep sends at most (a minute's worth; the rest wait for the next sweep). */
const SWEEP_CONTRACTS = 100;

/**
 * Sends every copy text still in the outbox: those of contracts completed inside another transaction
 * (an approval's last pass) and those the provider refused. Run every minute by the server's jobs.
 */
export async function sweepCopyTexts(deps: TDeps): Promise<number> {
  const copies = new PartyCopies(deps);
  let sent = 0;
  for (const due of await copyRepository.dueContracts(deps.db, SWEEP_CONTRACTS)) {
    sent += await copies.sendDue(due.companyId, due.contractId);
  }
  return sent;
}
