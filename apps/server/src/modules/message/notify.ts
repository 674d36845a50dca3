import type { TExecutor } from '../../platform/db/db.ts';
import { reminderService } from './reminder.service.ts';

/** A reminder for some users of a company: the message centre's 提醒 (kind 0) unless a kind is named. */
export type TNotice = { companyId: number; userIds: number[]; title: string; content: string; kind?: number };

/**
 * The one way a module tells users something in the message centre (docs/messages.md): written in the
 * caller's transaction, so a reminder exists exactly when what it tells of was committed. Each user
 * once, however often they are named.
 */
export async function notify(db: TExecutor, notice: TNotice): Promise<void> {
  const { userIds, ...rest } = notice;
  for (const userId of new Set(userIds)) await reminderService.add(db, { ...rest, userId });
}
