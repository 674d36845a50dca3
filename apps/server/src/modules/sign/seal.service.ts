import { USER_STATUS } from '@awb/contract/account.contract';
import { formatTime } from '@awb/contract/common/china-time';
import { maskPhone } from '@awb/contract/common/validators';
import { ZPictureSignatureFields } from '@awb/contract/sign.contract';
import {
  SEAL_DEFAULT_QTEXT,
  SEAL_TYPE_NAMES,
  SEAL_VALID_DAYS,
  SIGN_CODE_VALID_SECONDS,
  SIGN_LIMITS,
  SIGN_MSG,
  SIGN_PHONE_CODE,
  SIGNATURE_KIND,
  SIGNATURE_SOURCE,
} from '@awb/contract/sign-constants';
import type { TSealExpiry, TSignature, TSignatureLists } from '@awb/contract/sign-views';
import { Resvg } from '@resvg/resvg-js';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { userRepository } from '../account/user.repository.ts';
import { drawSeal } from './seal-drawing/draw-seal.ts';
import { toTransparentPng } from './seal-drawing/picture-seal.ts';
import { normalizeSignaturePng } from './seal-drawing/signature-png.ts';
import { signRepository, type TSealRow, type TSignAccountRow } from './sign.repository.ts';
import type { signSeals } from './sign.table.ts';

const DAY = 86_400_000;

type TCreate = {
  sealType: number;
  etcomid: number;
  name: string;
  agentCode?: number | undefined;
  htext: string;
  qtext: string;
  vercode: string;
};
type TPicture = { fields: Record<string, string>; file: { bytes: Buffer; filename: string } | undefined };

/**
 * Seals and handwritten signatures of the company's signing account (seed 000 §3, §7, §8): drawn or
 * picture seals and staff signatures as transparent PNGs, each with a keeper and an expiry. Making one
 * needs the SMS code sent to the account's bound phone.
 */
export class SealService {
  constructor(private readonly deps: TDeps) {}

  /** The caller's signing account when `etcomid` names it; another company's is unknown here. */
  async account(ctx: TRequestContext, etcomid: number): Promise<TSignAccountRow> {
    const account = await signRepository.account(this.deps.db, ctx.companyId);
    if (!account) throw invalid(SIGN_MSG.notCertified);
    if (account.id !== etcomid) throw notFound();
    return account;
  }

  view(row: TSealRow, company: string): TSignature {
    const expired = row.expiresAt.getTime() <= this.deps.clock.now().getTime();
    const expireAt = formatTime(row.expiresAt);
    return {
      sealId: row.id,
      type: row.kind,
      sealType: row.sealType,
      sealTypeName: SEAL_TYPE_NAMES[row.sealType] ?? '个人签名',
      name: row.keeperName,
      agentCode: row.keeperUserId,
      htext: row.htext,
      qtext: row.qtext,
      source: row.source,
      url: row.pngRef ? this.deps.uploads.link(row.pngRef) : '',
      width: row.width,
      height: row.height,
      expireAt,
      expired,
      expiredText: expired ? `${company}${expireAt}${SIGN_MSG.expiredSuffix}` : '',
      createdAt: formatTime(row.createdAt),
    };
  }

  /**
   * The live seals and signatures, each with its PNG. A row with only its SVG (the demo data, seeded
   * without the file store) gets its PNG rendered and stored on first read.
   */
  private async rowsWithPng(ctx: TRequestContext): Promise<TSealRow[]> {
    const rows = await signRepository.seals(this.deps.db, ctx.companyId);
    const done: TSealRow[] = [];
    for (const row of rows) done.push(row.pngRef || !row.svg ? row : await this.renderPng(ctx, row, row.svg));
    return done;
  }

  private async renderPng(ctx: TRequestContext, row: TSealRow, svg: string): Promise<TSealRow> {
    const png = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2 }).render().asPng();
    const pngRef = await this.deps.uploads.accept(
      this.deps.db,
      ctx,
      { bytes: png, filename: 'seal.png' },
      { purpose: 'sign-seal', types: ['image/png'], maxBytes: SIGN_LIMITS.pictureBytes },
    );
    const updated = await signRepository.setPngOnce(this.deps.db, ctx.companyId, row.id, pngRef);
    return updated ?? (await signRepository.seal(this.deps.db, ctx.companyId, row.id)) ?? row;
  }

  /**
   * The caller's own live personal signature (个人签名 they keep, not expired) with its PNG: what they
   * sign a contract's 经纪人（签字） with at submission. The newest when they keep several.
   */
  async savedSignature(ctx: TRequestContext): Promise<{ sealId: number; url: string; pngRef: string } | null> {
    const now = this.deps.clock.now().getTime();
    const rows = await signRepository.seals(this.deps.db, ctx.companyId);
    const own = rows
      .filter((r) => r.kind === SIGNATURE_KIND.personal && r.keeperUserId === ctx.userId && r.expiresAt.getTime() > now)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!own) return null;
    const row = own.pngRef || !own.svg ? own : await this.renderPng(ctx, own, own.svg);
    if (!row.pngRef) return null;
    return { sealId: row.id, url: this.deps.uploads.link(row.pngRef), pngRef: row.pngRef };
  }

  /** The company seals that can be used now (signSelectBody). */
  async usableSeals(ctx: TRequestContext): Promise<TSignature[]> {
    const account = await signRepository.account(this.deps.db, ctx.companyId);
    if (!account) return [];
    return (await this.rowsWithPng(ctx))
      .map((r) => this.view(r, account.companyName))
      .filter((v) => v.type === SIGNATURE_KIND.seal && !v.expired);
  }

  async list(ctx: TRequestContext, etcomid: number): Promise<TSignatureLists> {
    const account = await this.account(ctx, etcomid);
    const rows = await this.rowsWithPng(ctx);
    const views = rows.map((r) => this.view(r, account.companyName));
    return {
      seals: views.filter((v) => v.type === SIGNATURE_KIND.seal),
      signatures: views.filter((v) => v.type === SIGNATURE_KIND.personal),
    };
  }

  /** fpk/sealAuthFreeExpireList: every seal and signature with its expiry. */
  async expiries(ctx: TRequestContext): Promise<TSealExpiry[]> {
    const account = await signRepository.account(this.deps.db, ctx.companyId);
    if (!account) return [];
    const rows = await signRepository.seals(this.deps.db, ctx.companyId);
    return rows.map((r) => {
      const v = this.view(r, account.companyName);
      return {
        sealId: v.sealId,
        type: v.type,
        sealTypeName: v.sealTypeName,
        name: v.name,
        company: account.companyName,
        lasttime: v.expireAt,
        expired: v.expired,
        text: v.expiredText,
        tip: v.expired ? SIGN_MSG.goPc : '',
      };
    });
  }

  async boundPhone(ctx: TRequestContext, etcomid: number): Promise<{ phone: string }> {
    const account = await this.account(ctx, etcomid);
    return { phone: maskPhone(account.boundPhone) };
  }

  async sendCode(ctx: TRequestContext, etcomid: number, ip: string): Promise<void> {
    const account = await this.account(ctx, etcomid);
    await this.deps.phoneCodes.send(account.boundPhone, SIGN_PHONE_CODE.seal, ip, SIGN_CODE_VALID_SECONDS);
  }

  /** The keeper must be an active member of the company. */
  private async keeper(ctx: TRequestContext, userId: number): Promise<number> {
    const user = await userRepository.findById(this.deps.db, ctx.companyId, userId);
    if (!user || user.status !== USER_STATUS.active) throw invalid(SIGN_MSG.agentInvalid);
    return user.id;
  }

  private async checkCode(account: TSignAccountRow, code: string): Promise<number> {
    return this.deps.phoneCodes.verify(account.boundPhone, SIGN_PHONE_CODE.seal, code);
  }

  private async store(
    ctx: TRequestContext,
    account: TSignAccountRow,
    codeId: number,
    png: Buffer,
    values: Omit<
      typeof signSeals.$inferInsert,
      'companyId' | 'accountId' | 'pngRef' | 'expiresAt' | 'createdBy' | 'createdAt' | 'updatedAt'
    >,
  ): Promise<TSignature> {
    const row = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await this.deps.phoneCodes.consume(tx, codeId);
      const pngRef = await this.deps.uploads.accept(
        tx,
        ctx,
        { bytes: png, filename: 'seal.png' },
        { purpose: 'sign-seal', types: ['image/png'], maxBytes: SIGN_LIMITS.pictureBytes },
      );
      return signRepository.insertSeal(tx, {
        ...values,
        companyId: ctx.companyId,
        accountId: account.id,
        pngRef,
        expiresAt: new Date(now.getTime() + SEAL_VALID_DAYS * DAY),
        createdBy: ctx.userId,
        createdAt: now,
        updatedAt: now,
      });
    });
    return this.view(row, account.companyName);
  }

  /** Draws a company seal; one live seal per type. */
  async create(ctx: TRequestContext, input: TCreate): Promise<TSignature> {
    const account = await this.account(ctx, input.etcomid);
    const keeper = await this.keeper(ctx, input.agentCode ?? ctx.userId);
    if (await signRepository.sealOfType(this.deps.db, ctx.companyId, input.sealType))
      throw invalid(SIGN_MSG.sealExists);
    const htext = input.htext || account.companyName;
    // A certified name may be longer than a ring holds (drawSeal's limit is above this one).
    if ([...htext].length > SIGN_LIMITS.sealTextLength) {
      throw invalid(`内容不能超过${SIGN_LIMITS.sealTextLength}个字`);
    }
    const qtext = input.qtext || (SEAL_DEFAULT_QTEXT[input.sealType] ?? '');
    const codeId = await this.checkCode(account, input.vercode);
    const drawn = await drawSeal({ sealType: input.sealType as 1 | 2 | 3, htext, qtext });
    return this.store(ctx, account, codeId, drawn.png, {
      kind: SIGNATURE_KIND.seal,
      sealType: input.sealType,
      source: SIGNATURE_SOURCE.drawn,
      keeperUserId: keeper,
      keeperName: input.name,
      htext,
      qtext,
      svg: drawn.svg,
      width: 600,
      height: 600,
    });
  }

  /**
   * A picture: a staff member's handwritten signature (type 2, drawn with signature_pad or uploaded)
   * or a company seal from a picture (type 1 with sealType); made transparent and trimmed.
   */
  async picture(ctx: TRequestContext, input: TPicture): Promise<TSignature> {
    const parsed = ZPictureSignatureFields.safeParse(input.fields);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? SIGN_MSG.pictureRequired);
    const fields = parsed.data;
    if (!input.file || input.file.bytes.length === 0) throw invalid(SIGN_MSG.pictureRequired);
    if (input.file.bytes.length > SIGN_LIMITS.pictureBytes) throw invalid('文件不能超过5MB');
    const account = await this.account(ctx, fields.etcomid);
    const keeper = await this.keeper(ctx, fields.agentCode);
    const isSeal = fields.type === SIGNATURE_KIND.seal;
    if (isSeal && (await signRepository.sealOfType(this.deps.db, ctx.companyId, fields.sealType ?? 0))) {
      throw invalid(SIGN_MSG.sealExists);
    }
    // toTransparentPng checks the content (PNG, JPEG or WebP) before decoding anything.
    const picture = isSeal
      ? await toTransparentPng(input.file.bytes, { maxSide: 600 })
      : await normalizeSignaturePng((await toTransparentPng(input.file.bytes)).png);
    const codeId = await this.checkCode(account, fields.vercode);
    return this.store(ctx, account, codeId, picture.png, {
      kind: isSeal ? SIGNATURE_KIND.seal : SIGNATURE_KIND.personal,
      sealType: isSeal ? (fields.sealType ?? 0) : 0,
      source: SIGNATURE_SOURCE.picture,
      keeperUserId: keeper,
      keeperName: fields.name,
      htext: '',
      qtext: '',
      svg: null,
      width: picture.width,
      height: picture.height,
    });
  }

  /** Hands a seal or signature to another keeper (updateSignature). */
  async update(
    ctx: TRequestContext,
    input: { sealId: number; etcomid: number; name: string; agentCode: number },
  ): Promise<TSignature> {
    const account = await this.account(ctx, input.etcomid);
    const keeper = await this.keeper(ctx, input.agentCode);
    const row = await signRepository.updateSeal(this.deps.db, ctx.companyId, input.sealId, {
      keeperUserId: keeper,
      keeperName: input.name,
      updatedAt: this.deps.clock.now(),
    });
    if (!row) throw notFound();
    return this.view(row, account.companyName);
  }

  async remove(ctx: TRequestContext, id: number): Promise<void> {
    const now = this.deps.clock.now();
    const row = await signRepository.updateSeal(this.deps.db, ctx.companyId, id, {
      deletedAt: now,
      deletedBy: ctx.userId,
      updatedAt: now,
    });
    if (!row) throw notFound();
  }
}
