/** Sends one text message. Implementations: the dev outbox (log) and an HTTP provider client. */
/** `sign-invite`: a signing link of Online signing III (params url, contractNo, role). */
export type TSmsMessage = { phone: string; template: 'verify-code' | 'sign-invite'; params: Record<string, string> };

export interface SmsSender {
  readonly configured: boolean;
  send(message: TSmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}
