/** Sends one text message. Implementations: the dev outbox (log) and an HTTP provider client. */
export type TSmsTemplate = 'verify-code' | 'sign-invite' | 'sign-code' | 'sign-copy';

/** Which template and its params; the wording of each template is `smsText` (sms-templates.ts). */
export type TSmsMessage = { phone: string; template: TSmsTemplate; params: Record<string, string> };

export interface SmsSender {
  readonly configured: boolean;
  send(message: TSmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}
