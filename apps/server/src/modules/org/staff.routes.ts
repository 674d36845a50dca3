import { staffEndpoints as api } from '@awb/contract/staff.contract';
import type { FastifyInstance } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { ApplicationService } from './application.service.ts';
import { JobService } from './job.service.ts';
import { LeaveService } from './leave.service.ts';
import { StaffService } from './staff.service.ts';

/** Staff, leaving, join applications and jobs. */
export function staffRoutes(app: FastifyInstance): void {
  const staff = new StaffService(app.deps);
  const leaving = new LeaveService(app.deps);
  const applications = new ApplicationService(app.deps);
  const jobs = new JobService(app.deps);

  route(app, api.employeeListV2, async ({ ctx, query }) => {
    const page = await staff.list(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.staffDetail, async ({ ctx, query }) => ok(await staff.detail(ctx, query.userId)));
  route(app, api.staffCreate, async ({ ctx, body }) => ok(await staff.create(ctx, body), '员工已添加'));
  route(app, api.staffEdit, async ({ ctx, body }) => {
    await staff.edit(ctx, body);
    return ok(null, '员工信息已保存');
  });
  route(app, api.leaveCompany, async ({ ctx, body }) => {
    await leaving.leave(ctx, body);
    return ok(null, '离职办理成功');
  });
  route(app, api.resignatedEmployees, async ({ ctx, query }) => {
    const page = await staff.leftList(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.applyCount, async ({ ctx }) => ok(await applications.count(ctx)));
  route(app, api.myEmployeeApplicationList, async ({ ctx, query }) => {
    const page = await applications.list(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.pendingProcessing, async ({ ctx, query }) => {
    await applications.decide(ctx, query);
    return ok(null, query.status === 1 ? '已通过' : '已驳回');
  });
  route(app, api.jobList, async ({ ctx }) => {
    const rows = await jobs.list(ctx);
    return okList(rows, rows.length);
  });
  route(app, api.jobCreate, async ({ ctx, body }) => ok(await jobs.create(ctx, body), '岗位已添加'));
  route(app, api.jobEdit, async ({ ctx, body }) => {
    await jobs.edit(ctx, body);
    return ok(null, '岗位已保存');
  });
  route(app, api.jobDelete, async ({ ctx, body }) => {
    await jobs.remove(ctx, body.jobId);
    return ok(null, '岗位已删除');
  });
}
