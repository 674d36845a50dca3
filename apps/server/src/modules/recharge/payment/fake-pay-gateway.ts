import { randomBytes } from 'node:crypto';
import { listenLocally, readBody, sendHtml, sendJson } from '../../../platform/http/local-server.ts';
import { signed, verifyPayload } from './pay-signature.ts';

/**
 * A local payment gateway for tests, e2e and the demo, speaking HttpPaymentGateway's protocol
 * (docs/recharge.md "Gateway protocol"): it checks the merchant's signature, keeps the payments, shows
 * a cashier page with 确认支付 at `payUrl`, and on payment posts the signed notice to the order's
 * notifyUrl (as a real gateway would, from its own process). Nothing is charged.
 */
export type TFakePayment = {
  orderNo: string;
  tradeNo: string;
  amount: number;
  subject: string;
  channel: string;
  notifyUrl: string;
  expireTime: number;
  status: 'PENDING' | 'SUCCESS' | 'CLOSED';
};

export type TNotifyAnswer = { status: number; body: string };

export type TFakePayGateway = {
  url: string;
  merchantId: string;
  key: string;
  payments: Map<string, TFakePayment>;
  /** Requests refused for a bad signature. */
  refused: number;
  /** Next creations: 'ok' (default), 'http-500', or 'no-url' (a 200 without a cashier link). */
  mode: 'ok' | 'http-500' | 'no-url';
  /** Posts notices here instead of the order's notifyUrl (a test server's port is known only once it listens). */
  deliverTo: string | undefined;
  /** Pays an order and posts the notice; `amount` / `sign` override what is sent (forgery tests). */
  pay(orderNo: string, override?: { amount?: number; sign?: string; key?: string }): Promise<TNotifyAnswer>;
  /** Posts the notice of an order paid before, again (gateways repeat until they get code 200). */
  renotify(orderNo: string): Promise<TNotifyAnswer>;
  close(): Promise<void>;
};

const plain = (s: string) => s.replace(/[<>&"]/g, '');
const cashier = (p: TFakePayment, done: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台（测试）</title>
<style>body{font-family:sans-serif;padding:24px;text-align:center}button{font-size:18px;margin:12px;padding:12px 28px}</style>
</head><body>
<h2>收银台（测试服务，不扣款）</h2>
<p>${plain(p.subject)}</p><p>订单号：${plain(p.orderNo)}</p>
<p>应付金额：¥${(p.amount / 100).toFixed(2)}</p>
<p id="status">${p.status === 'SUCCESS' ? `支付成功${done}` : p.status === 'CLOSED' ? '已关闭' : '待支付'}</p>
${p.status === 'PENDING' ? `<form method="post" action="/pay/cashier/${p.tradeNo}/pay"><button type="submit">确认支付</button></form>` : ''}
</body></html>`;

export async function startFakePayGateway(
  options: { port?: number; host?: string; merchantId?: string; key?: string } = {},
): Promise<TFakePayGateway> {
  const merchantId = options.merchantId ?? 'M100001';
  const key = options.key ?? 'fake-gateway-key-0123456789';
  const payments = new Map<string, TFakePayment>();
  const byTrade = new Map<string, TFakePayment>();
  let base = '';

  const notice = (p: TFakePayment, override: { amount?: number; sign?: string; key?: string } = {}) => {
    const fields = signed(
      {
        merchantId,
        orderNo: p.orderNo,
        tradeNo: p.tradeNo,
        amount: override.amount ?? p.amount,
        status: 'SUCCESS',
        nonce: randomBytes(6).toString('hex'),
      },
      override.key ?? key,
    );
    return override.sign ? { ...fields, sign: override.sign } : fields;
  };
  const post = async (p: TFakePayment, body: object): Promise<TNotifyAnswer> => {
    const response = await fetch(fake.deliverTo ?? p.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  };

  const fake: TFakePayGateway = {
    url: '',
    merchantId,
    key,
    payments,
    refused: 0,
    mode: 'ok',
    deliverTo: undefined,
    async pay(orderNo, override) {
      const p = payments.get(orderNo);
      if (!p) throw new Error(`the fake gateway has no payment of ${orderNo}`);
      if (!override) p.status = 'SUCCESS';
      return post(p, notice(p, override));
    },
    async renotify(orderNo) {
      const p = payments.get(orderNo);
      if (!p) throw new Error(`the fake gateway has no payment of ${orderNo}`);
      return post(p, notice(p));
    },
    close: () => server.close(),
  };

  const server = await listenLocally(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => sendJson(res, status, body);
    try {
      if (req.method === 'POST' && url.pathname === '/pay/orders') {
        const body = JSON.parse((await readBody(req, 20_000)) || '{}') as Record<string, string | number>;
        if (body.merchantId !== merchantId || !verifyPayload(body, key)) {
          fake.refused += 1;
          return json(401, { message: 'bad signature' });
        }
        if (fake.mode === 'http-500') return json(500, { message: 'gateway down' });
        const orderNo = String(body.orderNo);
        const existing = payments.get(orderNo);
        const tradeNo = existing?.tradeNo ?? `T${Date.now()}${randomBytes(3).toString('hex')}`;
        const p: TFakePayment = {
          orderNo,
          tradeNo,
          amount: Number(body.amount),
          subject: String(body.subject ?? ''),
          channel: String(body.channel ?? ''),
          notifyUrl: String(body.notifyUrl ?? ''),
          expireTime: Number(body.expireTime ?? 0),
          status: existing?.status ?? 'PENDING',
        };
        payments.set(orderNo, p);
        byTrade.set(tradeNo, p);
        const payUrl = `${base}/pay/cashier/${tradeNo}`;
        return json(200, fake.mode === 'no-url' ? { tradeNo } : { tradeNo, payUrl, qrCode: payUrl });
      }
      const order = /^\/pay\/orders\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && order) {
        const query = Object.fromEntries(url.searchParams) as Record<string, string>;
        if (query.merchantId !== merchantId || !verifyPayload(query, key)) {
          fake.refused += 1;
          return json(401, { message: 'bad signature' });
        }
        const p = payments.get(order[1] as string);
        if (!p) return json(404, { message: 'no such payment' });
        const { orderNo, tradeNo, amount, status } = p;
        return json(200, signed({ orderNo, tradeNo, amount, status, nonce: randomBytes(6).toString('hex') }, key));
      }
      const page = /^\/pay\/cashier\/(\w+)(\/pay)?$/.exec(url.pathname);
      const p = page ? byTrade.get(page[1] as string) : undefined;
      if (page && p) {
        let done = '';
        if (req.method === 'POST' && page[2] && p.status === 'PENDING') {
          p.status = 'SUCCESS';
          const answer = await post(p, notice(p)).catch((e: Error) => ({ status: 0, body: e.message }));
          done = answer.status === 200 && answer.body.includes('"code":200') ? '，已通知商户' : '，通知商户失败';
        }
        return sendHtml(res, cashier(p, done));
      }
      json(404, { message: 'not found' });
    } catch {
      json(400, { message: 'bad request' });
    }
  }, options);
  base = server.url;
  fake.url = base;
  return fake;
}
