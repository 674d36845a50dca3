import { MSG_TYPE, type TMessageMenuItem } from '@awb/contract/message.contract';
import { PERMISSION } from '@awb/contract/permission-check';
import { Badge } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { badgeText } from '../../home/home-format.ts';
import { useMessageMenu } from '../message.queries.ts';
import { messageTime } from '../message-format.ts';
import styles from './message.module.css';

const COLOURS: Record<number, string> = {
  [MSG_TYPE.notice]: '#ff8f1f',
  [MSG_TYPE.remind]: '#1677ff',
  [MSG_TYPE.contractReport]: '#00b578',
};

function MenuRow({ item }: { item: TMessageMenuItem }) {
  return (
    <button
      type="button"
      className={styles.menuItem}
      onClick={() => nav.navigateTo(withQuery('pages/index/msg-list', { type: item.type }))}
    >
      <Badge content={badgeText(item.unreadCount)}>
        <span className={styles.icon} style={{ background: COLOURS[item.type] ?? '#999' }}>
          {item.name.slice(0, 1)}
        </span>
      </Badge>
      <span className={styles.menuText}>
        <span className={styles.menuTop}>
          <span className={styles.menuName}>{item.name}</span>
          <span className={styles.time}>{messageTime(item.latestTime)}</span>
        </span>
        <span className={styles.latest}>{item.latestTitle || '暂无消息'}</span>
      </span>
    </button>
  );
}

/** 消息中心: announcements, reminders and contract reports, each with its unread count. */
export default function MsgTypePage() {
  const menu = useMessageMenu();
  const canRelease = usePermission(PERMISSION.notices);
  return (
    <PageShell
      title="消息中心"
      right={
        canRelease ? (
          <button
            type="button"
            className={styles.readAll}
            onClick={() => nav.navigateTo('pages/index/operation-notice')}
          >
            发布公告
          </button>
        ) : null
      }
    >
      <QueryView query={menu}>
        {(items) => (
          <div className={styles.menu}>
            {items.map((item) => (
              <MenuRow key={item.type} item={item} />
            ))}
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}
