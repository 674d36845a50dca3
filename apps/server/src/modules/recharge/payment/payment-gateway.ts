/**
 * The outside payment gateway (an aggregator: 微信支付 and 支付宝 behind one cashier). The server creates
 * a payment for an order and gets a cashier link and QR content; the gateway later posts a signed
 * notice to `/recharge/v2/payNotify`; the server may ask for a payment's state. docs/recharge.md.
 */
export type TPayChannelCode = 'wechat' | 'alipay';

export type TPaymentRequest = {
  orderNo: string;
  /** Fen. */
  amount: number;
  subject: string;
  channel: TPayChannelCode;
  /** The gateway stops accepting the payment at this moment (the order closes then). */
  expiresAt: Date;
};

export type TPaymentCreated = { tradeNo: string; payUrl: string; qrCode: string };

export type TPaymentState = { status: 'PENDING' | 'SUCCESS' | 'CLOSED'; tradeNo: string; amount: number };

export interface PaymentGateway {
  /** False when PAY_GATEWAY_URL, PAY_MERCHANT_ID, PAY_KEY or the notify address is missing. */
  readonly configured: boolean;
  readonly merchantId: string;
  create(request: TPaymentRequest): Promise<TPaymentCreated>;
  /** The gateway's state of an order's payment; null when it has none. */
  query(orderNo: string): Promise<TPaymentState | null>;
  /** Whether a notice carries the merchant key's signature. */
  verify(fields: Record<string, string | number>): boolean;
}

/** The gateway did not answer, refused, or answered something unsigned. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

/** PAY_GATEWAY_URL, PAY_MERCHANT_ID, PAY_KEY, PAY_NOTIFY_URL (TConfig.pay). */
export type TPayConfig = {
  url: string | undefined;
  merchantId: string | undefined;
  key: string | undefined;
  notifyUrl: string | undefined;
};

export const PAY_NOTIFY_PATH = '/recharge/v2/payNotify';

/** Where the gateway posts its notices: PAY_NOTIFY_URL, else PUBLIC_URL + the notify path, else none. */
export function notifyAddress(pay: TPayConfig, publicUrl: string): string {
  return pay.notifyUrl?.trim() || (publicUrl ? `${publicUrl}${PAY_NOTIFY_PATH}` : '');
}
