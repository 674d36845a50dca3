import { orgEndpoints as api } from '@awb/contract/org.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { companyRepository } from '../company/company.repository.ts';
import { CityService } from './city.service.ts';
import { DepartmentService } from './department.service.ts';
import { OrgScopeService } from './org-scope.service.ts';

/** The department tree, cities, the scoped picker and the invite. */
export function departmentRoutes(app: FastifyInstance): void {
  const departments = new DepartmentService(app.deps);
  const scope = new OrgScopeService(app.deps);
  const cities = new CityService(app.deps);

  route(app, api.lwpV2, async ({ ctx }) => ok(await departments.tree(ctx)));
  route(app, api.getSubDepts, async ({ ctx, query }) => ok(await departments.subDepts(ctx, query.deptId)));
  route(app, api.deptDetail, async ({ ctx, query }) => ok(await departments.detail(ctx, query.deptId)));
  route(app, api.deptCreate, async ({ ctx, body }) => ok(await departments.create(ctx, body), '部门已创建'));
  route(app, api.deptEdit, async ({ ctx, body }) => {
    await departments.edit(ctx, body);
    return ok(null, '部门已保存');
  });
  route(app, api.deptMove, async ({ ctx, body }) => {
    await departments.move(ctx, body);
    return ok(null, '部门已移动');
  });
  route(app, api.deptDelete, async ({ ctx, body }) => {
    await departments.remove(ctx, body.deptId);
    return ok(null, '部门已删除');
  });
  route(app, api.lwpRigthV2, async ({ ctx, body }) => ok(await scope.scoped(ctx, body.appType)));
  route(app, api.openingCities, async ({ ctx }) => ok(await cities.opened(ctx)));
  route(app, api.moreCitys, async ({ ctx, query }) => ok(await cities.more(ctx, query.pid)));
  route(app, api.openingCitiesSave, async ({ ctx, body }) => ok(await cities.save(ctx, body.cityIds), '已保存'));
  route(app, api.invite, async ({ ctx }) => {
    const company = await companyRepository.findById(app.deps.db, ctx.companyId);
    if (!company) throw notFound();
    return ok({
      companyName: company.name,
      inviteCode: company.inviteCode,
      invitePath: `pages/h5/invite?code=${company.inviteCode}`,
    });
  });
  route(app, api.inviteCompany, async ({ query }) => {
    const company = await companyRepository.findByInviteCode(app.deps.db, query.code);
    if (!company) throw notFound('邀请码无效，请核对后重试');
    return ok({ companyName: company.name });
  });
}
