import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { verifyPageLocation, verifyRedirectRoutes } from './verify-redirect.routes.ts';

async function app() {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(verifyRedirectRoutes);
  return server;
}

describe('/verify/<code>', () => {
  it("sends the PDF's QR code to the web app's verification page with the code", async () => {
    const server = await app();
    const res = await server.inject({ method: 'GET', url: '/verify/1-AbCdEfGhIjKlMnOp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/h5/#/pages/public/verify?code=1-AbCdEfGhIjKlMnOp');
    await server.close();
  });

  it('drops a code that cannot be one (the page then says so), and never reflects markup', async () => {
    expect(verifyPageLocation('1-abc')).toBe('/h5/#/pages/public/verify?code=1-abc');
    expect(verifyPageLocation('"><script>')).toBe('/h5/#/pages/public/verify');
    expect(verifyPageLocation('x'.repeat(61))).toBe('/h5/#/pages/public/verify');
    const server = await app();
    const res = await server.inject({ method: 'GET', url: `/verify/${encodeURIComponent('<b>')}` });
    expect(res.headers.location).toBe('/h5/#/pages/public/verify');
    await server.close();
  });
});
