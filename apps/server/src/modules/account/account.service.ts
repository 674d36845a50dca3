import {
  CANCELLATION_DAYS,
  PHONE_CODE_TYPE,
  type TInitializeResult,
  type TLoginResult,
  USER_STATUS,
} from '@awb/contract/account.contract';
import { formatTime } from '@awb/contract/common/china-time';
import { CODE, MSG } from '@awb/contract/common/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notLoggedIn } from '../../platform/errors.ts';
import type { TIncomingFile } from '../../platform/uploads/upload.service.ts';
import { IMAGE_TYPES } from '../../platform/uploads/upload.service.ts';
import { closeDueCancellations } from './cancellation-close.ts';
import { initializeRows, loadInitialize, openAt } from './initialize.repository.ts';
import { type TUserRow, userRepository } from './user.repository.ts';
import { users } from './user.table.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

type TMeta = { ip: string; userAgent: string };

/** Accounts: login, phone codes, passwords, profile, cancellation. */
export class AccountService {
  constructor(private readonly deps: TDeps) {}

  async login(
    input: { phone: string; phonecode?: string | undefined; password?: string | undefined },
    meta: TMeta,
  ): Promise<TLoginResult> {
    const { db, phoneCodes, sessions } = this.deps;
    const user = await userRepository.findLiveByPhone(db, input.phone);
    let codeId: number | undefined;
    if (input.phonecode !== undefined) {
      // The code first: only someone who holds the phone learns that it has no account.
      codeId = await phoneCodes.verify(input.phone, PHONE_CODE_TYPE.login, input.phonecode);
      if (!user) throw invalid(MSG.phoneNotRegistered);
    } else if (!(await verifyPassword(user?.passwordHash ?? null, input.password ?? ''))) {
      if (!user) await this.refuseRejectedApplicant(input.phone, input.password ?? '');
      // The same message whether the phone or the password is wrong: no account probing.
      throw invalid(MSG.passwordWrong);
    }
    if (!user) throw invalid(MSG.passwordWrong);
    const session = await db.transaction(async (tx) => {
      if (codeId !== undefined) await phoneCodes.consume(tx, codeId);
      return sessions.create(tx, user, meta);
    });
    return { ...session, userId: user.id, companyId: user.companyId, status: user.status };
  }

  /**
   * A turned-down applicant who types the right password learns why the door stays shut, rather than
   * being told the password is wrong; anyone else still gets the one message for phone or password.
   */
  private async refuseRejectedApplicant(phone: string, password: string): Promise<void> {
    const rejected = await userRepository.findLatestRejectedByPhone(this.deps.db, phone);
    if (rejected && (await verifyPassword(rejected.passwordHash, password))) throw invalid(MSG.applicationRejected);
  }

  /**
   * Sends the code whether or not the phone has an account: the answer (and the work done) must not
   * tell anyone which phones are registered. The login and reset calls say so after the code checks.
   */
  async sendPhoneCode(phone: string, type: number, ip: string): Promise<void> {
    await this.deps.phoneCodes.send(phone, type, ip);
  }

  async retrievePassword(input: { phone: string; phonecode: string; password: string }): Promise<void> {
    const { db, phoneCodes, sessions } = this.deps;
    const codeId = await phoneCodes.verify(input.phone, PHONE_CODE_TYPE.retrievePassword, input.phonecode);
    const user = await userRepository.findLiveByPhone(db, input.phone);
    if (!user) throw invalid(MSG.phoneNotRegistered);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await phoneCodes.consume(tx, codeId);
      await userRepository.update(tx, user.companyId, user.id, { passwordHash });
      await sessions.revokeAllOf(tx, user.companyId, user.id);
    });
    sessions.forgetUser(user.companyId, user.id);
  }

  async updateName(ctx: TRequestContext, userName: string): Promise<void> {
    await userRepository.update(this.deps.db, ctx.companyId, ctx.userId, { name: userName });
    // initialize shows the name (kept per user: initializeRows, initialize.repository.ts).
    this.deps.sessions.forgetUser(ctx.companyId, ctx.userId);
  }

  async updatePassword(ctx: TRequestContext, oldPassword: string, password: string): Promise<void> {
    const { db, sessions } = this.deps;
    const user = await this.current(ctx);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw invalid(MSG.oldPasswordWrong);
    if (oldPassword === password) throw invalid('新密码不能与原密码相同');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await userRepository.update(tx, ctx.companyId, ctx.userId, { passwordHash });
      await sessions.revokeAllOf(tx, ctx.companyId, ctx.userId, ctx.sessionId);
    });
    sessions.forgetUser(ctx.companyId, ctx.userId);
  }

  async logout(ctx: TRequestContext): Promise<void> {
    await this.deps.sessions.revoke(this.deps.db, ctx.sessionId);
  }

  async initialize(ctx: TRequestContext): Promise<TInitializeResult> {
    const { db, uploads, clock } = this.deps;
    const now = clock.now();
    // One statement (the caller, the company, the role names and the open apps), kept for the session
    // cache's seconds: every change to what it shows made through this process forgets it at once.
    const found = await initializeRows(this.deps).load(ctx.companyId, String(ctx.userId), () =>
      loadInitialize(db, ctx.companyId, ctx.userId, now),
    );
    if (!found) throw notLoggedIn();
    return {
      user: {
        userId: found.userId,
        userName: found.userName,
        phone: found.phone,
        avatar: found.avatarUrl ? uploads.link(found.avatarUrl) : '',
        isManager: found.isManager,
        roleNames: found.roleNames,
        status: found.status,
        cancelExecuteAt: found.cancelExecuteAt ? formatTime(found.cancelExecuteAt) : null,
      },
      company: {
        companyId: found.companyId,
        name: found.companyName,
        provinceId: found.provinceId,
        cityId: found.cityId,
        inviteCode: found.isManager ? found.inviteCode : '',
      },
      // A manager passes every check (seed 001 §6); everyone else has what their roles grant.
      permissions: ctx.permissions,
      // An app closes at its exact time, kept or not (decision 0007).
      openApps: openAt(found, now),
    };
  }

  async updateAvatar(ctx: TRequestContext, file: TIncomingFile | undefined): Promise<{ url: string }> {
    if (!file) throw invalid('请选择要上传的图片');
    const { db, uploads, sessions } = this.deps;
    const answer = await db.transaction(async (tx) => {
      const reference = await uploads.accept(tx, ctx, file, {
        purpose: 'avatar',
        types: IMAGE_TYPES,
        maxBytes: AVATAR_MAX_BYTES,
      });
      await userRepository.update(tx, ctx.companyId, ctx.userId, { avatarUrl: reference });
      return { url: uploads.link(reference) };
    });
    sessions.forgetUser(ctx.companyId, ctx.userId);
    return answer;
  }

  /** Requests cancellation with a code sent to the bound phone; carried out after CANCELLATION_DAYS. */
  async applyCancellation(ctx: TRequestContext, phonecode: string): Promise<{ cancelExecuteAt: string }> {
    const { db, phoneCodes, clock } = this.deps;
    const user = await this.current(ctx);
    if (user.cancelExecuteAt) throw invalid('您已提交注销申请，请勿重复提交');
    if (user.isManager && (await this.isOnlyManagerWithStaff(user))) {
      throw invalid('您是公司唯一的管理员，请先将管理员移交给其他同事后再注销');
    }
    const codeId = await phoneCodes.verify(user.phone, PHONE_CODE_TYPE.cancellation, phonecode);
    const executeAt = new Date(clock.now().getTime() + CANCELLATION_DAYS * 86_400_000);
    await db.transaction(async (tx) => {
      await phoneCodes.consume(tx, codeId);
      await userRepository.update(tx, ctx.companyId, ctx.userId, { cancelExecuteAt: executeAt });
    });
    this.deps.sessions.forgetUser(ctx.companyId, ctx.userId);
    return { cancelExecuteAt: formatTime(executeAt) };
  }

  async withdrawCancellation(ctx: TRequestContext): Promise<{ cancelExecuteAt: null }> {
    const user = await this.current(ctx);
    if (!user.cancelExecuteAt) throw invalid('您没有待处理的注销申请');
    await userRepository.update(this.deps.db, ctx.companyId, ctx.userId, { cancelExecuteAt: null });
    this.deps.sessions.forgetUser(ctx.companyId, ctx.userId);
    return { cancelExecuteAt: null };
  }

  /** Carries out cancellations whose 15 days have passed: the account closes and the hand-over runs. */
  processDueCancellations(): Promise<number> {
    return closeDueCancellations(this.deps);
  }

  private async isOnlyManagerWithStaff(user: TUserRow): Promise<boolean> {
    const [row] = await this.deps.db
      .select({
        managers: sql<number>`count(*) filter (where ${users.isManager})`.mapWith(Number),
        others: sql<number>`count(*) filter (where not ${users.isManager})`.mapWith(Number),
      })
      .from(users)
      .where(and(eq(users.companyId, user.companyId), eq(users.status, USER_STATUS.active)));
    return (row?.managers ?? 0) <= 1 && (row?.others ?? 0) > 0;
  }

  private async current(ctx: TRequestContext): Promise<TUserRow> {
    const user = await userRepository.findById(this.deps.db, ctx.companyId, ctx.userId);
    if (!user) throw new AppError(CODE.notLoggedIn, MSG.notLoggedIn);
    return user;
  }
}
