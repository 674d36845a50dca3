import { SmsSendError, type SmsSender, type TSmsMessage } from './sms-sender.ts';

/**
 * A provider client: POSTs `{ phone, sign, template, params }` as JSON with a bearer key to
 * SMS_API_URL and expects `{ ok: true }` (or any 2xx without `ok: false`). Providers with other
 * wire formats get an adapter beside this one.
 */
export class HttpSmsSender implements SmsSender {
  readonly configured: boolean;
  constructor(
    private readonly url: string | undefined,
    private readonly key: string | undefined,
    private readonly sign: string,
    private readonly timeoutMs = 10_000,
  ) {
    this.configured = Boolean(url && key);
  }

  async send(message: TSmsMessage): Promise<void> {
    if (!this.url || !this.key) throw new SmsSendError('sms not configured');
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
        body: JSON.stringify({
          phone: message.phone,
          sign: this.sign,
          template: message.template,
          params: message.params,
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsSendError(`sms provider unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; message?: string };
    if (!response.ok || body.ok === false) {
      throw new SmsSendError(`sms provider refused: ${response.status} ${body.message ?? ''}`);
    }
  }
}
