import { startFakePayGateway } from './fake-pay-gateway.ts';

/**
 * Runs the fake payment gateway on its own for the demo:
 * `node --import tsx apps/server/src/modules/recharge/payment/fake-pay-server.ts [port]`, then start the
 * server with the PAY_* settings it prints (docs/recharge.md). Nothing is charged.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_PAY_PORT ?? 8091);
const gateway = await startFakePayGateway({ port, host: process.env.FAKE_PAY_HOST ?? '127.0.0.1' });
process.stdout.write(
  `fake payment gateway: PAY_GATEWAY_URL=${gateway.url} PAY_MERCHANT_ID=${gateway.merchantId} PAY_KEY=${gateway.key}\n`,
);
const stop = () => {
  void gateway.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
