/** Sends one text message. Implementations: the dev outbox (log) and an HTTP provider client. */
export type TSmsMessage = { phone: string; template: 'verify-code'; params: Record<string, string> };

export interface SmsSender {
  readonly configured: boolean;
  send(message: TSmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}
