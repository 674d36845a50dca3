import { randomInt } from 'node:crypto';
import { PHONE_CODE } from '@awb/contract/account.contract';
import { CODE, MSG } from '@awb/contract/common/codes';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TClock } from '../clock.ts';
import type { TDb, TExecutor } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { hmac, hmacEquals } from '../secrets.ts';
import type { SmsSender, TSmsTemplate } from '../sms/sms-sender.ts';
import { phoneCodes } from './phone-code.table.ts';

/** At most this many codes per phone a day, whatever the purpose. */
export const PHONE_CODES_PER_DAY = 10;

/** First key of the advisory locks taken on a phone while a code is claimed. */
const PHONE_LOCK_SPACE = 7101;

/**
 * A code for one thing rather than for the phone (a signing link): it checks only within its `scope`,
 * so that a code asked for one thing never proves another, even on the same phone; and its text is the
 * template that says what it is for (the service adds `code` and `minutes` to `params`).
 */
export type TPhoneCodeScope = { scope: string; template: TSmsTemplate; params: Record<string, string> };

export class PhoneCodeService {
  constructor(
    /** The database itself (not a transaction): wrong attempts must stay counted after a rollback. */
    private readonly rootDb: TDb,
    private readonly clock: TClock,
    private readonly sms: SmsSender,
    private readonly secret: Buffer,
  ) {}

  private hash(phone: string, purpose: number, scope: string, code: string): string {
    return hmac(this.secret, scope ? `${phone}:${purpose}:${scope}:${code}` : `${phone}:${purpose}:${code}`);
  }

  private async checkSendRate(tx: TExecutor, phone: string, purpose: number, now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const recent = await tx
      .select({ createdAt: phoneCodes.createdAt, purpose: phoneCodes.purpose })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gte(phoneCodes.createdAt, dayAgo)))
      .orderBy(desc(phoneCodes.createdAt));
    const lastSame = recent.find((r) => r.purpose === purpose);
    if (lastSame && now.getTime() - lastSame.createdAt.getTime() < PHONE_CODE.resendSeconds * 1000) {
      throw new AppError(CODE.tooMany, MSG.codeTooFrequent);
    }
    if (recent.length >= PHONE_CODES_PER_DAY) {
      throw new AppError(CODE.tooMany, '今日验证码发送次数已达上限，请明天再试');
    }
  }

  /**
   * Sends a new 6-digit code; at most one a minute per purpose and PHONE_CODES_PER_DAY a day per phone.
   * Outside any transaction: a text message cannot be rolled back. `validSeconds`: how long the code
   * lasts (the signing codes 10 minutes, the account codes PHONE_CODE.validSeconds). `scoped`: a code
   * for one thing (TPhoneCodeScope); the limits stay the phone's.
   */
  async send(
    phone: string,
    purpose: number,
    ip: string,
    validSeconds: number = PHONE_CODE.validSeconds,
    scoped?: TPhoneCodeScope,
  ): Promise<void> {
    const db = this.rootDb;
    if (!this.sms.configured) throw new AppError(CODE.serviceUnavailable, MSG.smsNotConfigured);
    const now = this.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(PHONE_CODE.length, '0');
    // Check and claim under a lock on the phone, so that two sends at the same moment cannot both
    // pass the 60 s rule or the daily cap (PostgreSQL runs them side by side).
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${phone}))`);
      await this.checkSendRate(tx, phone, purpose, now);
      const [claimed] = await tx
        .insert(phoneCodes)
        .values({
          phone,
          purpose,
          scope: scoped?.scope ?? '',
          codeHash: this.hash(phone, purpose, scoped?.scope ?? '', code),
          ip: ip.slice(0, 64),
          createdAt: now,
          expiresAt: new Date(now.getTime() + validSeconds * 1000),
        })
        .returning({ id: phoneCodes.id });
      return claimed;
    });
    try {
      const filled = { code, minutes: String(Math.round(validSeconds / 60)) };
      await this.sms.send({
        phone,
        template: scoped?.template ?? 'verify-code',
        params: { ...scoped?.params, ...filled },
      });
    } catch {
      if (row) await db.delete(phoneCodes).where(eq(phoneCodes.id, row.id));
      throw new AppError(CODE.serviceUnavailable, '短信发送失败，请稍后再试');
    }
  }

  /**
   * Checks a code against the newest one sent to the phone for the purpose and scope ('' for a code of
   * the phone) and returns its id for `consume`. A wrong code counts an attempt; after
   * PHONE_CODE.maxAttempts the code is dead.
   *
   * Runs on the database itself, never inside the caller's transaction: a rollback must not undo a
   * wrong attempt, and PGlite (one connection) would wait forever for the caller's transaction. So
   * callers check first, then open their transaction and `consume` in it.
   */
  async verify(phone: string, purpose: number, code: string, scope = ''): Promise<number> {
    const [latest] = await this.rootDb
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), eq(phoneCodes.scope, scope)))
      .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
      .limit(1);
    if (!latest) throw new AppError(CODE.invalid, MSG.codeWrong);
    if (latest.consumedAt) throw new AppError(CODE.invalid, MSG.codeUsed);
    if (latest.attempts >= PHONE_CODE.maxAttempts) throw new AppError(CODE.invalid, MSG.codeTooManyTries);
    if (latest.expiresAt <= this.clock.now()) throw new AppError(CODE.invalid, MSG.codeExpired);
    if (!hmacEquals(latest.codeHash, this.hash(phone, purpose, scope, code))) {
      await this.rootDb
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, latest.id));
      throw new AppError(CODE.invalid, MSG.codeWrong);
    }
    return latest.id;
  }

  /**
   * Uses up a checked code within the caller's transaction (a rollback gives it back). Refuses a code
   * that another request used in the meantime.
   */
  async consume(db: TExecutor, id: number): Promise<void> {
    const used = await db
      .update(phoneCodes)
      .set({ consumedAt: this.clock.now() })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
      .returning({ id: phoneCodes.id });
    if (used.length === 0) throw new AppError(CODE.invalid, MSG.codeUsed);
  }
}
