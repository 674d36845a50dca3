import {
  CEREMONY_EVENT,
  CEREMONY_EVENT_NAMES,
  CEREMONY_SIDE,
  CEREMONY_SIGNER_STATE,
  VERIFY_PAGE_PATH,
} from '@awb/contract/sign-ceremony-constants';
import { ZSignContent } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { fillSections } from '@awb/contract/sign-template-rules';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { ContractService } from '../../contract/contract.service.ts';
import { contractParties } from '../agency.ts';
import { signRepository } from '../sign.repository.ts';
import type { TSignContractDbRow } from '../sign-contract.repository.ts';
import type { TContractPdfInput, TContractPdfMark } from '../signed-pdf/signed-pdf.types.ts';
import { ceremonyRepository as repo, type TCeremonyRow, type TCeremonySignerRow } from './ceremony.repository.ts';
import { ceremonyOptions } from './ceremony-hooks.ts';
import { signedContractRecord } from './contract-book.ts';
import { PartyCopies } from './party-copies.ts';
import { makeSignedDocument, ownerContext, readUpload, type TSignedPdfEngine } from './signed-document.ts';
import { contractSigning } from './signing-parties.ts';

/**
 * The template's signature area of each side: the brokerage's certified signer signs in the company's,
 * the drafting agent in 经纪人（签字）.
 */
const MARK_PARTY: Record<number, TContractPdfMark['party']> = {
  [CEREMONY_SIDE.a]: 'partyA',
  [CEREMONY_SIDE.b]: 'partyB',
  [CEREMONY_SIDE.company]: 'company',
  [CEREMONY_SIDE.broker]: 'broker',
};

/** Largest signed PDF the store takes (the benchmark's 10 pages stay under 1 MB). */
const SIGNED_PDF_BYTES = 20 * 1024 * 1024;

/**
 * Builds the PDF input from the frozen contract and, once every signature (and the seal when one is
 * due) is in, makes the signed document, stores it with its SHA-256 and sets 已完成.
 */
export class CeremonyCompletion {
  /** Each party's copy: made with the completion, texted after it commits. */
  readonly copies: PartyCopies;
  private readonly book: ContractService;

  constructor(
    private readonly deps: TDeps,
    private readonly engine: TSignedPdfEngine,
    private readonly log: (message: string, error: unknown) => void = () => {},
  ) {
    this.copies = new PartyCopies(deps);
    this.book = new ContractService(deps);
  }

  verifyUrl(code: string): string {
    return `${ceremonyOptions(this.deps).origin}${VERIFY_PAGE_PATH}${encodeURIComponent(code)}`;
  }

  /** Every signer signed and, when the company seal is due, it is applied. */
  ready(ceremony: TCeremonyRow, signers: TCeremonySignerRow[]): boolean {
    const signed = signers.length > 0 && signers.every((s) => s.state === CEREMONY_SIGNER_STATE.signed);
    return signed && (ceremony.sealId === 0 || ceremony.sealedAt !== null);
  }

  /** The renderer's input; `withMarks` false gives the preview without signatures or seals. */
  async pdfInput(
    contract: TSignContractDbRow,
    ceremony: TCeremonyRow,
    withMarks: boolean,
    db: TExecutor = this.deps.db,
  ): Promise<TContractPdfInput> {
    const { personalData } = this.deps;
    const content = ZSignContent.parse(JSON.parse(personalData.open(contract.contentSealed)));
    // Printed with the parties masked, as every view shows them: the PDF travels by shared links.
    const sections = fillSections(contract.template, content.values, await contractParties(db, contract));
    const signers = await repo.signers(db, contract.companyId, contract.id);
    const marks: TContractPdfMark[] = [];
    let sealPng: Buffer | null = null;
    if (withMarks) {
      for (const s of signers) {
        if (s.state !== CEREMONY_SIGNER_STATE.signed) continue;
        const png = await readUpload(this.deps, db, s.signatureRef);
        if (png) marks.push({ party: MARK_PARTY[s.side] ?? 'partyB', kind: 'signature', png, signedAt: s.signedAt });
      }
      if (ceremony.sealId && ceremony.sealedAt) {
        const seal = await signRepository.seal(db, contract.companyId, ceremony.sealId);
        sealPng = seal ? await readUpload(this.deps, db, seal.pngRef) : null;
        if (sealPng) marks.push({ party: 'company', kind: 'seal', png: sealPng, signedAt: ceremony.sealedAt });
      }
    }
    const events = await repo.events(db, contract.companyId, contract.id);
    return {
      contractNo: contract.contractNo,
      title: contract.title,
      sections,
      signatureAreas: contract.template.signatureAreas,
      layout: contract.template.pdf ?? null,
      marks,
      crossPageSealPng: contract.template.pdf?.crossPageSeal ? sealPng : null,
      verifyUrl: this.verifyUrl(ceremony.verifyCode),
      contentHash: contract.contentHash,
      events: events.map((e) => ({
        at: e.createdAt,
        party: e.party,
        phone: e.phoneMasked,
        ip: e.ip,
        device: e.device,
        action: CEREMONY_EVENT_NAMES[e.action] ?? '',
      })),
      renderedAt: this.deps.clock.now(),
    };
  }

  /** The contract and its ceremony when everything is in and nobody completed it yet. */
  private async due(db: TExecutor, companyId: number, contractId: number, lock = false) {
    const contract = await repo.contract(db, companyId, contractId, lock);
    const ceremony = await repo.ceremony(db, companyId, contractId);
    if (!contract || !ceremony || ceremony.completedAt || contract.state !== SIGN_CONTRACT_STATE.signing) return null;
    const signers = await repo.signers(db, companyId, contractId);
    return this.ready(ceremony, signers) ? { contract, ceremony } : null;
  }

  /** Renders, signs and stores the file; null when the engine fails (the contract stays 签署中). */
  private async signedFile(db: TExecutor, contract: TSignContractDbRow, ceremony: TCeremonyRow, completedAt: Date) {
    let signed: Awaited<ReturnType<typeof makeSignedDocument>>;
    try {
      const input = await this.pdfInput(contract, ceremony, true, db);
      // The audit page ends with the completion itself; its event row is written when the state changes.
      input.events.push({ at: completedAt, party: '', action: CEREMONY_EVENT_NAMES[CEREMONY_EVENT.completed] ?? '' });
      signed = await makeSignedDocument(this.engine, input, await contractSigning(this.deps, db, contract));
    } catch (error) {
      this.log('signed PDF not made; the contract stays 签署中 until the next try', error);
      return null;
    }
    const fileRef = await this.deps.uploads.accept(
      db,
      ownerContext(contract.companyId, contract.userId),
      { bytes: signed.pdf, filename: `${contract.contractNo}.pdf` },
      { purpose: 'signed-contract', types: ['application/pdf'], maxBytes: SIGNED_PDF_BYTES },
    );
    return { fileRef, sha256: signed.sha256 };
  }

  /**
   * 已完成 with the signed file, and in the same transaction what follows from it: each party's copy
   * (texted after the commit) and the contract book's record, so statistics and commission count it.
   */
  private async finish(
    tx: TExecutor,
    contract: TSignContractDbRow,
    ceremony: TCeremonyRow,
    file: { fileRef: string; sha256: string },
    completedAt: Date,
  ): Promise<void> {
    const { companyId, contractId } = ceremony;
    await repo.updateCeremony(tx, companyId, ceremony.id, {
      fileRef: file.fileRef,
      fileSha256: file.sha256,
      completedAt,
    });
    await repo.setContract(tx, companyId, contractId, { state: SIGN_CONTRACT_STATE.done, updatedAt: completedAt });
    await repo.insertEvent(tx, { companyId, contractId, action: CEREMONY_EVENT.completed, createdAt: completedAt });
    await this.copies.prepare(tx, companyId, contractId, completedAt);
    const content = ZSignContent.parse(JSON.parse(this.deps.personalData.open(contract.contentSealed)));
    await this.book.recordSigned(tx, signedContractRecord(contract, content, completedAt));
  }

  /**
   * Completes when ready and not yet done. Rendering runs outside any transaction (PGlite has one
   * connection); the state changes in one transaction that checks nobody completed it meanwhile.
   * A failing engine leaves the contract 签署中: the next view retries.
   */
  async completeIfReady(companyId: number, contractId: number): Promise<boolean> {
    const { db, clock } = this.deps;
    const found = await this.due(db, companyId, contractId);
    if (!found) return false;
    const completedAt = clock.now();
    const file = await this.signedFile(db, found.contract, found.ceremony, completedAt);
    if (!file) return false;
    const done = await db.transaction(async (tx) => {
      const fresh = await this.due(tx, companyId, contractId, true);
      if (!fresh) return false;
      await this.finish(tx, fresh.contract, fresh.ceremony, file, completedAt);
      return true;
    });
    if (done) await this.sendCopies(companyId, contractId);
    return done;
  }

  /** The parties' copy texts of a completed contract still unsent; a failure is logged, the outbox keeps them. */
  async sendCopies(companyId: number, contractId: number): Promise<void> {
    try {
      await this.copies.sendDue(companyId, contractId);
    } catch (error) {
      this.log('copy texts not sent; they stay in the outbox', error);
    }
  }

  /**
   * The same inside a caller's transaction (an approval's last pass applying the seal): the file is
   * made and stored in it, so the seal, its use and the signed file commit together or not at all. The
   * copies' texts wait in their outbox for the next `sendCopies` after that commit (a view, the job).
   */
  async completeWithin(tx: TExecutor, companyId: number, contractId: number, completedAt: Date): Promise<boolean> {
    const found = await this.due(tx, companyId, contractId, true);
    if (!found) return false;
    const file = await this.signedFile(tx, found.contract, found.ceremony, completedAt);
    if (!file) return false;
    await this.finish(tx, found.contract, found.ceremony, file, completedAt);
    return true;
  }
}
