import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender, TSmsMessage } from './sms-sender.ts';
import { smsText } from './sms-templates.ts';

/** A message as the phone would show it (`text`), with its template and params. */
export type TOutboxEntry = TSmsMessage & { text: string; at: string };

/**
 * Development sender: writes the message to the log and keeps the last messages in an outbox that a
 * dev-only endpoint (GET /dev/sms-outbox) shows. Used only with DEV_SMS_OUTBOX=1, which production refuses.
 */
export class DevSmsSender implements SmsSender {
  readonly configured = true;
  private readonly outbox: TOutboxEntry[] = [];
  constructor(public log?: FastifyBaseLogger) {}

  async send(message: TSmsMessage): Promise<void> {
    this.outbox.unshift({ ...message, text: smsText(message), at: new Date().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, 200);
    this.log?.info({ phone: message.phone, params: message.params }, 'dev sms outbox');
  }

  messages(phone?: string): TOutboxEntry[] {
    return phone ? this.outbox.filter((m) => m.phone === phone) : [...this.outbox];
  }

  /** The newest code sent to a phone (tests and e2e read it instead of a handset). */
  lastCode(phone: string): string | undefined {
    return this.messages(phone).find((m) => m.params.code !== undefined)?.params.code;
  }
}
