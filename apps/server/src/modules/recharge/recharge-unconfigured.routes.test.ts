import { describe, expect, it } from 'vitest';
import { setupFileApp } from '../../../test/file-app.ts';
import { signed } from './payment/pay-signature.ts';

/** Without PAY_GATEWAY_URL, PAY_MERCHANT_ID and PAY_KEY the centre still shows and takes orders, but paying says so. */
const { t, manager, post, get } = setupFileApp({ manager: 'managerA' });

describe('the recharge centre without a payment gateway', () => {
  it('lists plans and takes an order, then answers 503 在线支付未开通 when paying', async () => {
    const plans = await get('/recharge/v2/planList', manager);
    expect(plans.total).toBe(8);
    const created = await post('/recharge/v2/orderCreate', { planId: plans.data[0].planId }, manager);
    expect(created).toMatchObject({ code: 200, data: { state: 1 } });
    const pay = await post('/recharge/v2/orderPay', { orderNo: created.data.orderNo, payChannel: 1 }, manager);
    expect(pay).toMatchObject({ code: 503, msg: '在线支付未开通，请联系客服', data: null });
    // The order stays as it was and the page can still read it.
    const detail = await get(`/recharge/v2/orderDetail?orderNo=${created.data.orderNo}`, manager);
    expect(detail.data).toMatchObject({ state: 1, payChannel: 0 });
  });

  it('answers a notice with 503 too: nothing can be verified without the key', async () => {
    const notice = signed(
      {
        merchantId: 'M1',
        orderNo: 'R1A20261123090000000001',
        tradeNo: 'T',
        amount: 100,
        status: 'SUCCESS',
        nonce: 'n',
      },
      'any-key',
    );
    expect(await t.call({ method: 'POST', url: '/recharge/v2/payNotify', payload: notice })).toMatchObject({
      code: 503,
      msg: '在线支付未开通，请联系客服',
    });
  });
});
