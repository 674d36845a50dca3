import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, listenLocally, sendJson } from '../../../platform/http/local-server.ts';
import { startFakePayGateway, type TFakePayGateway } from './fake-pay-gateway.ts';
import { HttpPaymentGateway } from './http-payment-gateway.ts';
import { signed } from './pay-signature.ts';
import { PaymentGatewayError } from './payment-gateway.ts';

/** The HTTP client against the local fake gateway (which checks every signature it gets). */
let fake: TFakePayGateway;
let gateway: HttpPaymentGateway;
const NOTIFY = 'https://awb.example.com/recharge/v2/payNotify';
const request = (orderNo: string) => ({
  orderNo,
  amount: 298_000,
  subject: '电子签约（1年）',
  channel: 'alipay' as const,
  expiresAt: new Date('2026-11-23T09:30:00+08:00'),
});

beforeAll(async () => {
  fake = await startFakePayGateway();
  gateway = new HttpPaymentGateway(
    { url: `${fake.url}/`, merchantId: fake.merchantId, key: fake.key, notifyUrl: NOTIFY },
    NOTIFY,
  );
});
afterAll(async () => {
  await fake.close();
});

describe('HttpPaymentGateway', () => {
  it('creates a signed payment and gets the cashier link', async () => {
    expect(gateway.configured).toBe(true);
    const created = await gateway.create(request('R2A20261123090000000001'));
    expect(created.payUrl).toBe(`${fake.url}/pay/cashier/${created.tradeNo}`);
    expect(created.qrCode).toBe(created.payUrl);
    expect(fake.refused).toBe(0);
    expect(fake.payments.get('R2A20261123090000000001')).toMatchObject({
      amount: 298_000,
      channel: 'alipay',
      notifyUrl: NOTIFY,
      expireTime: Date.parse('2026-11-23T09:30:00+08:00') / 1000,
    });
  });

  it('queries a payment and checks the answer’s signature', async () => {
    expect(await gateway.query('R2A20261123090000000001')).toMatchObject({ status: 'PENDING', amount: 298_000 });
    const payment = fake.payments.get('R2A20261123090000000001');
    if (payment) payment.status = 'SUCCESS';
    expect(await gateway.query('R2A20261123090000000001')).toMatchObject({ status: 'SUCCESS' });
    expect(await gateway.query('R2A20261123090000000999')).toBeNull();
  });

  it('verifies notices signed with the merchant key only', () => {
    const notice = signed({ merchantId: fake.merchantId, orderNo: 'R2A1', amount: 1, status: 'SUCCESS' }, fake.key);
    expect(gateway.verify(notice)).toBe(true);
    expect(gateway.verify({ ...notice, amount: 2 })).toBe(false);
  });

  it('is refused by the gateway with the wrong key', async () => {
    const wrong = new HttpPaymentGateway(
      { url: fake.url, merchantId: fake.merchantId, key: 'wrong', notifyUrl: NOTIFY },
      NOTIFY,
    );
    await expect(wrong.create(request('R2A20261123090000000002'))).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(fake.refused).toBe(1);
  });

  it('fails on an error status, an answer without a link, and an unsigned query answer', async () => {
    fake.mode = 'http-500';
    await expect(gateway.create(request('R2A20261123090000000003'))).rejects.toThrow(/refused: 500/);
    fake.mode = 'no-url';
    await expect(gateway.create(request('R2A20261123090000000004'))).rejects.toThrow(/no payment/);
    fake.mode = 'ok';
    const liar = await listenLocally((_req, res) =>
      sendJson(res, 200, { orderNo: 'R2A1', status: 'SUCCESS', amount: 1, sign: '0'.repeat(64) }),
    );
    const client = new HttpPaymentGateway({ url: liar.url, merchantId: 'M', key: 'k', notifyUrl: NOTIFY }, NOTIFY);
    await expect(client.query('R2A1')).rejects.toThrow(/not signed/);
    await liar.close();
  });

  it('fails when the gateway cannot be reached, and is not configured without its settings', async () => {
    const gone = new HttpPaymentGateway(
      { url: await closedPortUrl(), merchantId: 'M', key: 'k', notifyUrl: NOTIFY },
      NOTIFY,
    );
    await expect(gone.create(request('R2A20261123090000000005'))).rejects.toThrow(/unreachable/);
    const empty = { url: undefined, merchantId: undefined, key: undefined, notifyUrl: undefined };
    for (const config of [
      { ...empty, merchantId: 'M', key: 'k' },
      { ...empty, url: fake.url, key: 'k' },
      { ...empty, url: fake.url, merchantId: 'M' },
    ]) {
      const client = new HttpPaymentGateway(config, NOTIFY);
      expect(client.configured).toBe(false);
      await expect(client.create(request('R2A20261123090000000006'))).rejects.toBeInstanceOf(PaymentGatewayError);
    }
    expect(
      new HttpPaymentGateway({ url: fake.url, merchantId: 'M', key: 'k', notifyUrl: undefined }, '').configured,
    ).toBe(false);
  });
});
