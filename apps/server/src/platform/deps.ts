import type { TConfig } from '../config.ts';
import type { SessionService } from './auth/session.service.ts';
import type { PlatformCa } from './ca/platform-ca.ts';
import type { TClock } from './clock.ts';
import type { TDb } from './db/db.ts';
import type { THooks } from './hooks/hooks.ts';
import type { PersonalData } from './personal-data/personal-data.ts';
import type { PhoneCodeService } from './phone-code/phone-code.service.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { UploadService } from './uploads/upload.service.ts';

/** What buildApp wires once and every module reads from `app.deps`. */
export type TDeps = {
  config: TConfig;
  db: TDb;
  clock: TClock;
  secret: Buffer;
  sms: SmsSender;
  sessions: SessionService;
  phoneCodes: PhoneCodeService;
  uploads: UploadService;
  /** Seals ID numbers and other personal data kept outside the clear. */
  personalData: PersonalData;
  /** The platform's certificate authority: issues each company's signing certificate. */
  ca: PlatformCa;
  /** What the modules register for one another to run (held actions, hand-over steps, counters, app items). */
  hooks: THooks;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}
