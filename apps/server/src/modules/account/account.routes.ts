import { accountEndpoints as api } from '@awb/contract/account.contract';
import { MSG } from '@awb/contract/common/codes';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { loginThrottle, passwordChangeThrottle, phoneCodeThrottle } from '../../platform/http/throttle.ts';
import { AccountService } from './account.service.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const accounts = new AccountService(app.deps);
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  route(
    app,
    api.mobileSignin,
    async ({ body, req }) => ok(await accounts.login(body, meta(req)), '登录成功'),
    loginThrottle(app),
  );
  route(
    app,
    api.getPhoneCode,
    async ({ body, req }) => {
      await accounts.sendPhoneCode(body.phone, body.type, req.ip);
      return ok(null, '验证码已发送');
    },
    phoneCodeThrottle(app),
  );
  route(
    app,
    api.retrievePassword,
    async ({ body }) => {
      await accounts.retrievePassword(body);
      return ok(null, '密码已重置，请重新登录');
    },
    loginThrottle(app),
  );
  route(app, api.userNameUpdate, async ({ body, ctx }) => {
    await accounts.updateName(ctx, body.userName);
    return ok(null, '修改成功');
  });
  route(
    app,
    api.userPasswordsUpdate,
    async ({ body, ctx }) => {
      await accounts.updatePassword(ctx, body.oldPassword, body.password);
      return ok(null, '密码修改成功');
    },
    passwordChangeThrottle(app),
  );
  route(app, api.mobileExit, async ({ ctx }) => {
    await accounts.logout(ctx);
    return ok(null, MSG.logout);
  });
  route(app, api.initialize, async ({ ctx }) => ok(await accounts.initialize(ctx)));
  route(app, api.userFaceUpdate, async ({ ctx, req }) => {
    const part = req.isMultipart() ? await req.file() : undefined;
    const file = part ? { bytes: await part.toBuffer(), filename: part.filename } : undefined;
    return ok(await accounts.updateAvatar(ctx, file), '头像已更新');
  });
  route(app, api.cancellationApply, async ({ body, ctx }) =>
    ok(await accounts.applyCancellation(ctx, body.phonecode), '注销申请已提交'),
  );
  route(app, api.cancellationWithdraw, async ({ ctx }) =>
    ok(await accounts.withdrawCancellation(ctx), '已撤销注销申请'),
  );
}
