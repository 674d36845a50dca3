import { authCheckEndpoints as checks } from '@awb/contract/auth-check.contract';
import { roleEndpoints as api } from '@awb/contract/role.contract';
import type { FastifyInstance } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { AuthCheckService } from './auth-check.service.ts';
import { RankService } from './rank.service.ts';
import { RoleService } from './role.service.ts';

/** Roles, ranks and the permission checks (`/base/*role*`, `/setting/*rank*`, `/compare/roleAuth`). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const roles = new RoleService(app.deps);
  const ranks = new RankService(app.deps);
  const authCheck = new AuthCheckService(app.deps);

  route(app, api.roleList, async ({ ctx }) => {
    const rows = await roles.list(ctx);
    return okList(rows, rows.length);
  });
  route(app, api.getRole, async ({ ctx, query }) => ok(await roles.get(ctx, query.roleId)));
  route(app, api.getRoleAuth, async ({ ctx, query }) => ok(await roles.auth(ctx, query.roleId, query.appType)));
  route(app, api.roleCreate, async ({ ctx, body }) => ok(await roles.create(ctx, body), '角色已创建'));
  route(app, api.roleEdit, async ({ ctx, body }) => {
    await roles.edit(ctx, body);
    return ok(null, '角色已保存');
  });
  route(app, api.roleAuthSave, async ({ ctx, body }) => {
    await roles.saveAuth(ctx, body);
    return ok(null, '权限已保存');
  });
  route(app, api.roleDel, async ({ ctx, body }) => {
    await roles.remove(ctx, body.roleId);
    return ok(null, '角色已删除');
  });

  route(app, api.rankList, async ({ ctx, query }) => {
    const rows = await ranks.list(ctx, query.groupId);
    return okList(rows, rows.length);
  });
  route(app, api.rankCreate, async ({ ctx, body }) => ok(await ranks.createRank(ctx, body), '职级已添加'));
  route(app, api.rankEdit, async ({ ctx, body }) => {
    await ranks.editRank(ctx, body);
    return ok(null, '职级已保存');
  });
  route(app, api.deleteRank, async ({ ctx, query }) => {
    await ranks.removeRank(ctx, query.rankId);
    return ok(null, '职级已删除');
  });
  route(app, api.rankGroupList, async ({ ctx }) => {
    const rows = await ranks.groups(ctx);
    return okList(rows, rows.length);
  });
  route(app, api.rankGroupCreate, async ({ ctx, body }) => ok(await ranks.createGroup(ctx, body), '职级组已添加'));
  route(app, api.rankGroupEdit, async ({ ctx, body }) => {
    await ranks.editGroup(ctx, body);
    return ok(null, '职级组已保存');
  });
  route(app, api.deleteRankGroup, async ({ ctx, query }) => {
    await ranks.removeGroup(ctx, query.groupId);
    return ok(null, '职级组已删除');
  });

  route(app, checks.settingMenu, async ({ ctx }) => ok(await authCheck.settingMenu(ctx)));
  route(app, checks.roleAuth, async ({ ctx }) => ok(await authCheck.roleAuth(ctx)));
  route(app, checks.manageAccountAuthInfo, async ({ ctx, query }) =>
    ok(await authCheck.manageable(ctx, query.appType)),
  );
  route(app, checks.getAppUserOperateAuth, async ({ ctx, body }) =>
    ok(authCheck.operateAuth(ctx, body.appType, body.appItemId)),
  );
  route(app, checks.getContractAddOperateAuth, async ({ ctx }) => ok(authCheck.contractAdd(ctx)));
}
