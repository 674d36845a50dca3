import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { feedback } from './feedback.table.ts';

export const feedbackService = {
  /** Stores feedback under the caller and their company. */
  async submit(db: TExecutor, ctx: TRequestContext, input: { content: string; contact: string }) {
    const [row] = await db
      .insert(feedback)
      .values({ companyId: ctx.companyId, userId: ctx.userId, content: input.content, contact: input.contact })
      .returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned nothing');
    return { id: row.id };
  },
};
