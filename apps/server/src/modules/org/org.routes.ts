import type { FastifyInstance } from 'fastify';
import { departmentRoutes } from './department.routes.ts';
import { departmentLeaderHandover } from './leave.service.ts';
import { staffRoutes } from './staff.routes.ts';

/** The organisation module (`/org/v2/*`): departments, staff, leaving, applications, jobs, cities. */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  app.deps.hooks.leaverSteps.register(departmentLeaderHandover);
  departmentRoutes(app);
  staffRoutes(app);
}
