import { randomBytes } from 'node:crypto';
import { signed, verifyPayload } from './pay-signature.ts';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type TPayConfig,
  type TPaymentCreated,
  type TPaymentRequest,
  type TPaymentState,
} from './payment-gateway.ts';

const STATUSES: readonly TPaymentState['status'][] = ['PENDING', 'SUCCESS', 'CLOSED'];
const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * The gateway client (wire protocol in docs/recharge.md "Gateway protocol"): every request and answer
 * is signed with the merchant key (pay-signature.ts).
 * - `POST {PAY_GATEWAY_URL}/pay/orders` `{ merchantId, orderNo, amount, subject, channel, notifyUrl,
 *   expireTime, nonce, sign }` → `{ tradeNo, payUrl, qrCode }`;
 * - `GET {PAY_GATEWAY_URL}/pay/orders/{orderNo}?merchantId&nonce&sign` → `{ orderNo, tradeNo, amount,
 *   status, nonce, sign }` (signed; 404 when the gateway has no payment of the order).
 * Gateways with another wire format get an adapter beside this one.
 */
export class HttpPaymentGateway implements PaymentGateway {
  readonly configured: boolean;
  readonly merchantId: string;
  private readonly base: string;
  private readonly key: string;

  constructor(
    pay: TPayConfig,
    private readonly notifyUrl: string,
    private readonly timeoutMs = 10_000,
  ) {
    this.base = (pay.url ?? '').replace(/\/+$/, '');
    this.merchantId = pay.merchantId ?? '';
    this.key = pay.key ?? '';
    this.configured = Boolean(this.base && this.merchantId && this.key && notifyUrl);
  }

  private async request(path: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    if (!this.configured) throw new PaymentGatewayError('payment gateway not configured');
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayError(`payment gateway unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body: body ?? {} };
  }

  async create(request: TPaymentRequest): Promise<TPaymentCreated> {
    const payload = signed(
      {
        merchantId: this.merchantId,
        orderNo: request.orderNo,
        amount: request.amount,
        subject: request.subject,
        channel: request.channel,
        notifyUrl: this.notifyUrl,
        expireTime: Math.floor(request.expiresAt.getTime() / 1000),
        nonce: randomBytes(8).toString('hex'),
      },
      this.key,
    );
    const { status, body } = await this.request('/pay/orders', { method: 'POST', body: JSON.stringify(payload) });
    if (status < 200 || status >= 300) {
      throw new PaymentGatewayError(`payment gateway refused: ${status} ${String(body.message ?? '')}`);
    }
    const { tradeNo, payUrl, qrCode } = body;
    if (typeof tradeNo !== 'string' || !tradeNo || typeof payUrl !== 'string' || !HTTP_URL.test(payUrl)) {
      throw new PaymentGatewayError('payment gateway answered no payment');
    }
    return { tradeNo, payUrl, qrCode: typeof qrCode === 'string' && qrCode ? qrCode : payUrl };
  }

  async query(orderNo: string): Promise<TPaymentState | null> {
    const q = signed({ merchantId: this.merchantId, nonce: randomBytes(8).toString('hex') }, this.key);
    const { status, body } = await this.request(
      `/pay/orders/${encodeURIComponent(orderNo)}?${new URLSearchParams(q).toString()}`,
      { method: 'GET' },
    );
    if (status === 404) return null;
    if (status < 200 || status >= 300) throw new PaymentGatewayError(`payment gateway refused: ${status}`);
    const fields = body as Record<string, string | number>;
    if (!this.verify(fields) || fields.orderNo !== orderNo) {
      throw new PaymentGatewayError('payment gateway answer is not signed by the merchant key');
    }
    const state = fields.status as TPaymentState['status'];
    if (!STATUSES.includes(state)) throw new PaymentGatewayError('payment gateway answered an unknown status');
    return { status: state, tradeNo: String(fields.tradeNo ?? ''), amount: Number(fields.amount) };
  }

  verify(fields: Record<string, string | number>): boolean {
    return this.configured && verifyPayload(fields, this.key);
  }
}
