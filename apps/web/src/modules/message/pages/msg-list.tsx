import {
  MSG_TYPE,
  MSG_TYPE_NAMES,
  READ_FILTER_TABS,
  type TNoticeItem,
  type TRemindItem,
} from '@awb/contract/message.contract';
import { Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { messageCalls, useMessageList, useRefreshMessages } from '../message.queries.ts';
import { messageTime, readParam, typeParam } from '../message-format.ts';
import styles from './message.module.css';

type TRow = TNoticeItem | TRemindItem;
const isNotice = (row: TRow): row is TNoticeItem => 'id' in row;

function Row({ row, type }: { row: TRow; type: number }) {
  const id = isNotice(row) ? row.id : row.remindId;
  return (
    <button
      type="button"
      className={`${styles.card} ${row.isRead ? styles.read : ''}`}
      onClick={() => nav.navigateTo(withQuery('pages/index/msg-detail', { type, id }))}
    >
      <span className={styles.cardTop}>
        {row.isRead ? null : <span className={styles.dot} title="未读" />}
        {isNotice(row) && row.isTop ? <Tag color="danger">置顶</Tag> : null}
        <span className={styles.cardTitle}>{row.title}</span>
        <span className={styles.time}>{messageTime(isNotice(row) ? row.releaseTime : row.createTime)}</span>
      </span>
      <span className={styles.summary}>{isNotice(row) ? row.summary : row.content}</span>
      {isNotice(row) ? <span className={styles.meta}>发布人：{row.publisherName || '—'}</span> : null}
    </button>
  );
}

/** One kind of message with the read filter (seed 001 §4: 0 all, 1 read, 2 unread) and 全部已读. */
export default function MsgListPage() {
  const [params] = useSearchParams();
  const type = typeParam(params.get('type'));
  const [read, setRead] = useState(() => readParam(params.get('read')));
  const list = useMessageList(type, read);
  const refresh = useRefreshMessages();
  const name = MSG_TYPE_NAMES[type] ?? '消息';

  const readAll = async () => {
    try {
      const result = await messageCalls.readAll(type);
      dialog.success(result.data.count > 0 ? result.msg : '暂无未读消息');
      await refresh();
    } catch {
      // The request layer has shown the message.
    }
  };

  return (
    <PageShell
      title={name}
      right={
        <button type="button" className={styles.readAll} onClick={() => void readAll()}>
          全部已读
        </button>
      }
    >
      <Tabs className={styles.tabs} activeKey={String(read)} onChange={(key) => setRead(Number(key))}>
        {READ_FILTER_TABS.map((tab) => (
          <Tabs.Tab key={tab.value} title={tab.label} />
        ))}
      </Tabs>
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(row) => (isNotice(row) ? `n${row.id}` : `r${row.remindId}`)}
        renderItem={(row) => <Row row={row} type={type} />}
        empty={<EmptyState title={type === MSG_TYPE.notice ? '暂无公告' : `暂无${name}`} />}
      />
    </PageShell>
  );
}
