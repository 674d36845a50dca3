import { REMINDER_KIND } from '@awb/contract/message.contract';
import { noticeRepository } from '../../modules/message/notice.repository.ts';
import { reminders } from '../../modules/message/reminder.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The message centre's demo (docs/messages.md): announcements of both companies, unread for everyone
 * but their publisher, and a few reminders and contract reports that are already read, so that the
 * unread counts of the shell (systemInfo) stay those of the foundation's demo.
 */
export async function seedDemoMessages(tx: TExecutor, ids: TDemoIds): Promise<void> {
  const u = ids.users;
  const notice = async (
    companyId: number,
    publisherId: number,
    ago: number,
    title: string,
    content: string,
    isTop = false,
  ) => {
    const id = await noticeRepository.insert(tx, {
      companyId,
      publisherId,
      title,
      content,
      isTop,
      at: new Date(ids.now - ago),
    });
    await noticeRepository.markRead(tx, { companyId, userId: publisherId }, [id], new Date(ids.now - ago));
  };
  await notice(
    ids.companyA,
    u.managerA,
    3 * DAY,
    '关于规范房源实勘的通知',
    '<p>各位同事：</p><p>即日起，新录入的出售房源须在<b>3天内</b>完成实勘并上传图片，未实勘房源不得对外推广。</p>',
    true,
  );
  await notice(
    ids.companyA,
    u.managerA,
    DAY,
    '本周六门店团建活动',
    '<p>本周六下午2点在西溪湿地集合，请各门店店长统计人数，于周四前报给行政。</p>',
  );
  await notice(
    ids.companyA,
    u.managerA,
    2 * HOUR,
    '11月业绩通报',
    '<p>11月全公司成交<b>28套</b>，文三路店排名第一，感谢大家的努力！</p>',
  );
  await notice(ids.companyB, u.managerB, DAY, '鑫诚地产年终会议安排', '<p>年终会议定于12月28日在公司会议室举行。</p>');

  const read = (companyId: number, userId: number, ago: number, kind: number, title: string, content: string) => ({
    companyId,
    userId,
    kind,
    title,
    content,
    createdAt: new Date(ids.now - ago),
    readAt: new Date(ids.now - ago + HOUR),
  });
  await tx
    .insert(reminders)
    .values([
      read(
        ids.companyA,
        u.managerA,
        5 * DAY,
        REMINDER_KIND.remind,
        '跟进提醒',
        '客户「王先生」已7天未跟进，请及时跟进。',
      ),
      read(
        ids.companyA,
        u.managerA,
        2 * DAY,
        REMINDER_KIND.contractReport,
        '合同报告：11月第3周',
        '本周新签出售合同3份、出租合同5份，已办理2份。',
      ),
      read(
        ids.companyA,
        u.agentA,
        4 * DAY,
        REMINDER_KIND.remind,
        '客户分配提醒',
        '张伟将客户「陈女士」分配给你，请及时跟进。',
      ),
      read(
        ids.companyA,
        u.agentA,
        2 * DAY,
        REMINDER_KIND.contractReport,
        '合同报告：11月第3周',
        '你本周新签出租合同1份。',
      ),
      read(ids.companyB, u.managerB, 3 * DAY, REMINDER_KIND.remind, '跟进提醒', '客户「刘先生」已5天未跟进。'),
    ]);
}
