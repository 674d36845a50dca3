import { randomInt } from 'node:crypto';
import { PHONE_CODE } from '@awb/contract/account.contract';
import { CODE, MSG } from '@awb/contract/common/codes';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TClock } from '../clock.ts';
import type { TExecutor } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { hmac } from '../secrets.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { phoneCodes } from './phone-code.table.ts';

/** At most this many codes per phone a day, whatever the purpose. */
export const PHONE_CODES_PER_DAY = 10;

export class PhoneCodeService {
  constructor(
    /** The database itself (not a transaction): wrong attempts must stay counted after a rollback. */
    private readonly rootDb: TExecutor,
    private readonly clock: TClock,
    private readonly sms: SmsSender,
    private readonly secret: Buffer,
  ) {}

  private hash(phone: string, purpose: number, code: string): string {
    return hmac(this.secret, `${phone}:${purpose}:${code}`);
  }

  /** Sends a new 6-digit code; at most one a minute and PHONE_CODES_PER_DAY a day per phone. */
  async send(db: TExecutor, phone: string, purpose: number, ip: string): Promise<void> {
    if (!this.sms.configured) throw new AppError(CODE.serviceUnavailable, MSG.smsNotConfigured);
    const now = this.clock.now();
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const recent = await db
      .select({ createdAt: phoneCodes.createdAt, purpose: phoneCodes.purpose })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gte(phoneCodes.createdAt, dayAgo)))
      .orderBy(desc(phoneCodes.createdAt));
    const lastSame = recent.find((r) => r.purpose === purpose);
    if (lastSame && now.getTime() - lastSame.createdAt.getTime() < PHONE_CODE.resendSeconds * 1000) {
      throw new AppError(CODE.tooMany, MSG.codeTooFrequent);
    }
    if (recent.length >= PHONE_CODES_PER_DAY)
      throw new AppError(CODE.tooMany, '今日验证码发送次数已达上限，请明天再试');

    const code = String(randomInt(0, 1_000_000)).padStart(PHONE_CODE.length, '0');
    const [row] = await db
      .insert(phoneCodes)
      .values({
        phone,
        purpose,
        codeHash: this.hash(phone, purpose, code),
        ip: ip.slice(0, 64),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PHONE_CODE.validSeconds * 1000),
      })
      .returning({ id: phoneCodes.id });
    try {
      await this.sms.send({
        phone,
        template: 'verify-code',
        params: { code, minutes: String(PHONE_CODE.validSeconds / 60) },
      });
    } catch {
      if (row) await db.delete(phoneCodes).where(eq(phoneCodes.id, row.id));
      throw new AppError(CODE.serviceUnavailable, '短信发送失败，请稍后再试');
    }
  }

  /**
   * Checks a code against the newest one sent for the purpose. A wrong code counts an attempt; after
   * PHONE_CODE.maxAttempts the code is dead. With `consume`, a right code cannot be used again.
   */
  async verify(db: TExecutor, phone: string, purpose: number, code: string, consume: boolean): Promise<void> {
    const [latest] = await db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.consumedAt)))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    if (!latest) throw new AppError(CODE.invalid, MSG.codeWrong);
    if (latest.attempts >= PHONE_CODE.maxAttempts) throw new AppError(CODE.invalid, MSG.codeTooManyTries);
    if (latest.expiresAt <= this.clock.now()) throw new AppError(CODE.invalid, MSG.codeExpired);
    if (latest.codeHash !== this.hash(phone, purpose, code)) {
      // Counted outside the caller's transaction so that a rollback cannot undo the attempt.
      await this.rootDb
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, latest.id));
      throw new AppError(CODE.invalid, MSG.codeWrong);
    }
    if (consume) {
      await db.update(phoneCodes).set({ consumedAt: this.clock.now() }).where(eq(phoneCodes.id, latest.id));
    }
  }
}
