import { formatTime } from '@awb/contract/common/china-time';
import type { ZContent } from '@awb/contract/content.contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TExecutor } from '../../platform/db/db.ts';
import { notFound } from '../../platform/errors.ts';
import { contents } from './content.table.ts';

export const contentService = {
  /** A rich-text page by its `cate_alias`. */
  async get(db: TExecutor, alias: string): Promise<z.output<typeof ZContent>> {
    const [row] = await db.select().from(contents).where(eq(contents.alias, alias)).limit(1);
    if (!row) throw notFound('内容不存在');
    return { cate_alias: row.alias, title: row.title, content: row.body, updatedAt: formatTime(row.updatedAt) };
  },
};
