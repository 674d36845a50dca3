import { formatTime } from '@awb/contract/common/china-time';
import { houseTitleText } from '@awb/contract/house-address';
import { VERIFY_STATUS, VERIFY_STATUS_NAMES } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE, SIGN_CONTRACT_STATE_NAMES, SIGN_LOG_ACTION } from '@awb/contract/sign-contract-constants';
import type { TDeps } from '../../../platform/deps.ts';
import { signContractRepository, type TSignContractDbRow } from '../sign-contract.repository.ts';
import { ceremonyRepository as repo, type TCeremonyRow } from './ceremony.repository.ts';
import { checkPdfLink, PDF_KINDS, readVerifyCode, type TPdfKind } from './ceremony-links.ts';
import type { CeremonyCompletion } from './completion.ts';
import { isSignedFile, readUpload, type TSignedPdfEngine } from './signed-document.ts';
import { maskName } from './signer-list.ts';

/** How an older version is marked on every page (title and footer). */
const HISTORY_MARK = '历史版本，非签署文本';

const UNKNOWN = {
  status: VERIFY_STATUS.unknown,
  statusName: VERIFY_STATUS_NAMES[VERIFY_STATUS.unknown] ?? '',
  contractNo: '',
  house: '',
  parties: [],
  state: 0,
  stateName: '',
  invalidReason: '',
  invalidAt: '',
};

/**
 * The public verification page's answers (no login): valid, invalidated (reason and date), still
 * signing, or unknown; nothing but the contract number, the house (community, building, room), the
 * signers' masked names and the state. And
 * the PDF files behind signed links (the viewer, share links).
 */
export class VerificationService {
  constructor(
    private readonly deps: TDeps,
    private readonly completion: CeremonyCompletion,
    private readonly engine: TSignedPdfEngine,
  ) {}

  private async found(code: string) {
    const read = readVerifyCode(code);
    if (!read) return null;
    const ceremony = await repo.ceremonyByCode(this.deps.db, read.companyId, code);
    const contract = ceremony ? await repo.contract(this.deps.db, ceremony.companyId, ceremony.contractId) : undefined;
    return ceremony && contract ? { ceremony, contract } : null;
  }

  async verify(code: string) {
    const found = await this.found(code);
    if (!found) return UNKNOWN;
    const { ceremony, contract } = found;
    const signers = await repo.signers(this.deps.db, contract.companyId, contract.id);
    const invalidated = contract.state === SIGN_CONTRACT_STATE.invalid;
    let invalidAt = '';
    if (invalidated) {
      const logs = await signContractRepository.logs(this.deps.db, contract.companyId, contract.id);
      const last = logs.filter((l) => l.action === SIGN_LOG_ACTION.invalidate).pop();
      invalidAt = formatTime(last?.createdAt ?? contract.updatedAt);
    }
    const status = invalidated
      ? VERIFY_STATUS.invalidated
      : ceremony.completedAt && contract.state === SIGN_CONTRACT_STATE.done
        ? VERIFY_STATUS.valid
        : VERIFY_STATUS.signing;
    return {
      status,
      statusName: VERIFY_STATUS_NAMES[status] ?? '',
      contractNo: contract.contractNo,
      house: houseTitleText({
        community: contract.houseName,
        building: contract.houseBuilding,
        room: contract.houseRoomNo,
      }),
      parties: signers.map((s) => ({ roleLabel: s.roleLabel, name: maskName(s.name) })),
      state: contract.state,
      stateName: SIGN_CONTRACT_STATE_NAMES[contract.state] ?? '',
      invalidReason: invalidated ? contract.invalidRemark : '',
      invalidAt,
    };
  }

  /** Whether a dropped file is, byte for byte, the signed PDF (an unknown code matches nothing). */
  async verifyFile(code: string, bytes: Buffer) {
    const answer = await this.verify(code);
    const found = await this.found(code);
    const sha = found?.ceremony.fileSha256 ?? '';
    return { ...answer, match: sha !== '' && isSignedFile(bytes, sha) };
  }

  /** The PDF behind a signed link, or null (forged, expired, another company's, not yet signed). */
  async pdf(q: { o: number; c: number; k: string; v: number; e: number; s: string }): Promise<Buffer | null> {
    if (!PDF_KINDS.includes(q.k)) return null;
    const kind = q.k as TPdfKind;
    const link = { companyId: q.o, contractId: q.c, kind, version: q.v, expires: q.e };
    if (!checkPdfLink(this.deps.secret, link, q.s, this.deps.clock.now().getTime())) return null;
    const contract = await repo.contract(this.deps.db, q.o, q.c);
    const ceremony = contract ? await repo.ceremony(this.deps.db, q.o, q.c) : undefined;
    if (!contract || !ceremony) return null;
    if (kind === 'signed') return ceremony.fileRef ? readUpload(this.deps, this.deps.db, ceremony.fileRef) : null;
    if (kind === 'history') return this.historyPdf(contract, ceremony, q.v);
    // A preview is of the version the link was made for; an edited contract needs a new link.
    if (contract.version !== q.v) return null;
    return this.engine.render(await this.completion.pdfInput(contract, ceremony, false));
  }

  /**
   * An older version from its frozen content: an unsigned draft, its title and number marked 历史版本
   * so that nobody takes it for the signed text, without the audit page of today's events.
   */
  private async historyPdf(contract: TSignContractDbRow, ceremony: TCeremonyRow, version: number) {
    const kept = await signContractRepository.version(this.deps.db, contract.companyId, contract.id, version);
    if (!kept || version >= contract.version) return null;
    const old: TSignContractDbRow = {
      ...contract,
      title: `${kept.title}（${HISTORY_MARK}·第${version}版）`,
      contractNo: `${contract.contractNo} ${HISTORY_MARK}`,
      template: kept.template,
      parties: kept.parties,
      contentSealed: kept.contentSealed,
      contentHash: kept.contentHash,
    };
    const input = await this.completion.pdfInput(old, ceremony, false);
    return this.engine.render({ ...input, events: [] });
  }
}
