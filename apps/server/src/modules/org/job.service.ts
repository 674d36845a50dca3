import { STAFF_MSG, type ZJob } from '@awb/contract/staff.contract';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { jobRepository } from './job.repository.ts';

/** Jobs (岗位, page job-set). */
export class JobService {
  constructor(private readonly deps: TDeps) {}

  async list(ctx: TRequestContext): Promise<z.input<typeof ZJob>[]> {
    const rows = await jobRepository.list(this.deps.db, ctx.companyId);
    return rows.map((r) => ({
      jobId: r.job.id,
      jobName: r.job.name,
      sort: r.job.sort,
      staffCount: Number(r.staffCount ?? 0),
    }));
  }

  async create(ctx: TRequestContext, input: { jobName: string; sort: number }): Promise<{ jobId: number }> {
    const row = await this.named(() =>
      jobRepository.insert(this.deps.db, { companyId: ctx.companyId, name: input.jobName, sort: input.sort }),
    );
    return { jobId: row.id };
  }

  async edit(ctx: TRequestContext, input: { jobId: number; jobName: string; sort: number }): Promise<void> {
    await this.find(ctx, input.jobId);
    await this.named(() =>
      jobRepository.update(this.deps.db, ctx.companyId, input.jobId, { name: input.jobName, sort: input.sort }),
    );
  }

  async remove(ctx: TRequestContext, jobId: number): Promise<void> {
    const { db } = this.deps;
    await this.find(ctx, jobId);
    if ((await jobRepository.activeHolders(db, ctx.companyId, jobId)) > 0) throw invalid(STAFF_MSG.jobInUse);
    await jobRepository.remove(db, ctx.companyId, jobId);
  }

  private async find(ctx: TRequestContext, jobId: number) {
    const row = await jobRepository.findById(this.deps.db, ctx.companyId, jobId);
    if (!row) throw notFound('岗位不存在或已删除');
    return row;
  }

  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(STAFF_MSG.jobNameTaken);
      throw error;
    }
  }
}
