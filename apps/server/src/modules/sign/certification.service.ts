import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import { maskPhone } from '@awb/contract/common/validators';
import {
  FACE_STATUS,
  FACE_STATUS_NAMES,
  SIGN_CODE_VALID_SECONDS,
  SIGN_MSG,
  SIGN_PHONE_CODE,
  SIGNER_TYPE_NAMES,
} from '@awb/contract/sign-constants';
import type { TFaceStatus, TFaceUrl, TSignCompanyInfo, TSigner } from '@awb/contract/sign-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, noPermission, notFound } from '../../platform/errors.ts';
import { companyFullName } from './company-full-name.ts';
import type { FaceVerifier, TFaceOutcome } from './face/face-verifier.ts';
import { signRepository, type TFaceCheckRow, type TSignerRow } from './sign.repository.ts';

const OUTCOME_STATUS: Record<TFaceOutcome, number> = {
  pending: FACE_STATUS.pending,
  passed: FACE_STATUS.passed,
  failed: FACE_STATUS.failed,
};

type TRegister = {
  idNo: string;
  name: string;
  cardNo: string;
  mobileNo: string;
  company: string;
  orgCode: string;
  verificationCode: string;
  type: number;
  faceId: string;
};

/** A credit code shown in part: 913301********12. */
function maskOrgCode(code: string): string {
  return code.length > 8 ? `${code.slice(0, 6)}${'*'.repeat(code.length - 8)}${code.slice(-2)}` : code;
}

/** Company certification (page h5/signbase-attestation): face check, SMS code, signers. Manager only. */
export class SignCertificationService {
  constructor(
    private readonly deps: TDeps,
    private readonly face: FaceVerifier,
  ) {}

  private requireManager(ctx: TRequestContext): void {
    if (!ctx.isManager) throw noPermission();
  }

  async companyInfo(ctx: TRequestContext): Promise<TSignCompanyInfo> {
    const account = await signRepository.account(this.deps.db, ctx.companyId);
    return {
      name: await companyFullName(this.deps.db, ctx.companyId),
      orgAuth: account ? 1 : 0,
      etcomid: account?.id ?? 0,
      orgCode: account ? maskOrgCode(account.orgCode) : '',
      certifiedAt: formatTime(account?.certifiedAt),
    };
  }

  private async providerCall<T>(work: () => Promise<T>): Promise<T> {
    if (!this.face.configured) throw new AppError(CODE.serviceUnavailable, SIGN_MSG.faceNotConfigured);
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(CODE.serviceUnavailable, SIGN_MSG.faceUnavailable);
    }
  }

  /** Starts a face check for the name + ID number; only the ID's lookup hash is kept. */
  async faceUrl(ctx: TRequestContext, input: { type: number; userName: string; idNo: string }): Promise<TFaceUrl> {
    this.requireManager(ctx);
    const session = await this.providerCall(() => this.face.start({ name: input.userName, idNo: input.idNo }));
    await signRepository.insertFaceCheck(this.deps.db, {
      companyId: ctx.companyId,
      faceId: session.faceId,
      signerType: input.type,
      name: input.userName,
      idLookup: this.deps.personalData.lookup(input.idNo),
      createdBy: ctx.userId,
      createdAt: this.deps.clock.now(),
    });
    return { qrCode: session.url, faceId: session.faceId };
  }

  /** The check's state, asking the provider while it is pending. */
  private async refresh(ctx: TRequestContext, row: TFaceCheckRow): Promise<number> {
    if (row.status !== FACE_STATUS.pending) return row.status;
    const outcome = await this.providerCall(() => this.face.status(row.faceId));
    const status = OUTCOME_STATUS[outcome];
    if (status !== FACE_STATUS.pending) {
      await signRepository.updateFaceCheck(this.deps.db, ctx.companyId, row.id, {
        status,
        checkedAt: this.deps.clock.now(),
      });
    }
    return status;
  }

  async faceStatus(ctx: TRequestContext, faceId: string): Promise<TFaceStatus> {
    this.requireManager(ctx);
    const row = await signRepository.faceCheck(this.deps.db, ctx.companyId, faceId);
    if (!row) throw notFound();
    const status = await this.refresh(ctx, row);
    return { faceId, status, statusName: FACE_STATUS_NAMES[status] ?? '' };
  }

  async sendCode(ctx: TRequestContext, mobileNo: string, ip: string): Promise<void> {
    this.requireManager(ctx);
    await this.deps.phoneCodes.send(mobileNo, SIGN_PHONE_CODE.certify, ip, SIGN_CODE_VALID_SECONDS);
  }

  /**
   * Certifies the company (the first signer makes its signing account) or adds a signer: the face
   * check must have passed for the same name + ID number and not have been used, the SMS code must
   * match. The ID number and card are sealed; the certifier's phone becomes the bound phone.
   */
  async register(ctx: TRequestContext, input: TRegister): Promise<TSignCompanyInfo> {
    this.requireManager(ctx);
    const { db, personalData, clock } = this.deps;
    const idLookup = personalData.lookup(input.idNo);
    const check = await signRepository.faceCheck(db, ctx.companyId, input.faceId);
    if (!check) throw invalid(SIGN_MSG.faceRequired);
    if (check.usedAt) throw invalid(SIGN_MSG.faceUsed);
    if (check.name !== input.name || check.idLookup !== idLookup) throw invalid(SIGN_MSG.faceMismatch);
    const status = await this.refresh(ctx, check);
    if (status === FACE_STATUS.pending) throw invalid(SIGN_MSG.facePending);
    if (status === FACE_STATUS.failed) throw invalid(SIGN_MSG.faceFailed);
    const existing = await signRepository.account(db, ctx.companyId);
    if (existing && existing.orgCode !== input.orgCode) throw invalid(SIGN_MSG.orgCodeMismatch);
    if (await signRepository.signerByLookup(db, ctx.companyId, idLookup)) throw invalid(SIGN_MSG.alreadyCertified);
    // Checked outside the transaction so that a wrong code stays counted (PhoneCodeService.verify).
    const codeId = await this.deps.phoneCodes.verify(input.mobileNo, SIGN_PHONE_CODE.certify, input.verificationCode);

    await db.transaction(async (tx) => {
      const now = clock.now();
      await this.deps.phoneCodes.consume(tx, codeId);
      if (!(await signRepository.useFaceCheck(tx, ctx.companyId, check.id, now))) throw invalid(SIGN_MSG.faceUsed);
      const account =
        existing ??
        (await signRepository.insertAccount(tx, {
          companyId: ctx.companyId,
          companyName: input.company,
          orgCode: input.orgCode,
          boundPhone: input.mobileNo,
          certifiedBy: ctx.userId,
          certifiedAt: now,
        }));
      const id = personalData.sealIdNumber(input.idNo);
      await signRepository.insertSigner(tx, {
        companyId: ctx.companyId,
        accountId: account.id,
        signerType: input.type,
        name: input.name,
        idSealed: id.sealed,
        idLookup: id.lookup,
        idMasked: id.masked,
        mobile: input.mobileNo,
        cardSealed: input.cardNo ? personalData.seal(input.cardNo) : null,
        cardMasked: input.cardNo ? `**** **** **** ${input.cardNo.slice(-4)}` : '',
        faceCheckId: check.id,
        createdBy: ctx.userId,
        createdAt: now,
      });
    });
    return this.companyInfo(ctx);
  }

  async signers(ctx: TRequestContext): Promise<TSigner[]> {
    this.requireManager(ctx);
    return this.signerViews(ctx);
  }

  /** The certified signers, masked (also the signSelectBody list, which any member may read). */
  async signerViews(ctx: TRequestContext): Promise<TSigner[]> {
    const account = await signRepository.account(this.deps.db, ctx.companyId);
    if (!account) return [];
    const rows = await signRepository.signers(this.deps.db, ctx.companyId);
    return rows.map((r) => signerView(r, account.companyName));
  }
}

function signerView(r: TSignerRow, company: string): TSigner {
  return {
    signerId: r.id,
    type: r.signerType,
    typeName: SIGNER_TYPE_NAMES[r.signerType] ?? '',
    name: r.name,
    idNo: r.idMasked,
    mobileNo: maskPhone(r.mobile),
    cardNo: r.cardMasked,
    company,
    certifiedAt: formatTime(r.createdAt),
  };
}
