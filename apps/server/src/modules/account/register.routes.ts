import { CODE } from '@awb/contract/common/codes';
import { registerEndpoints as api } from '@awb/contract/register.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.ts';
import { phoneCodeThrottle, registerThrottle } from '../../platform/http/throttle.ts';
import { regionData } from '../region/region-data.ts';
import { RegisterService } from './register.service.ts';

/** The registration service answers with `result` beside `msg` (seed 000 §7). */
const done = <T>(data: T, text: string) => ({ code: CODE.ok, msg: text, result: text, data });

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const registration = new RegisterService(app.deps);

  route(
    app,
    api.getRegPhoneCode,
    async ({ body, req }) => {
      await registration.sendCode(body.phone, req.ip);
      return done(null, '验证码已发送');
    },
    phoneCodeThrottle(app),
  );
  route(
    app,
    api.getRegPhoneCheckCode,
    async ({ body }) => {
      await registration.checkCode(body.phone, body.phonecode);
      return done(null, '验证通过');
    },
    registerThrottle(app),
  );
  route(app, api.getCityAreas, async ({ body }) => done(regionData().districtsOf(body.city), '获取成功'));
  for (const e of [api.registerUserRegister, api.userRegister]) {
    route(
      app,
      e,
      async ({ body }) => {
        const result = await registration.register(body);
        return done(result, result.status === 1 ? '注册成功' : '申请已提交，请等待管理员审核');
      },
      registerThrottle(app),
    );
  }
}
