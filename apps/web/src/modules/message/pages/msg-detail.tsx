import {
  MSG_TYPE,
  MSG_TYPE_NAMES,
  NOTICE_DELETE_CONFIRM,
  type TNoticeDetail,
  type TRemindItem,
} from '@awb/contract/message.contract';
import { PERMISSION } from '@awb/contract/permission-check';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { sanitizeHtml } from '../../public/sanitize-html.ts';
import { messageCalls, useNoticeDetail, useRefreshMessages, useReminderDetail } from '../message.queries.ts';
import { fullTime, isMarkup, typeParam } from '../message-format.ts';
import styles from './message.module.css';

function Body({ content }: { content: string }) {
  const markup = isMarkup(content);
  const html = useMemo(() => (markup ? sanitizeHtml(content) : ''), [content, markup]);
  return markup ? (
    // Sanitised with the app's one sanitiser (DOMPurify) before it is shown.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
    <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className={`${styles.body} ${styles.plain}`}>{content}</div>
  );
}

function NoticeView({ notice }: { notice: TNoticeDetail }) {
  return (
    <article className={styles.detail}>
      <h1 className={styles.detailTitle}>{notice.title}</h1>
      <p className={styles.detailMeta}>
        {notice.publisherName || '—'} · {fullTime(notice.releaseTime)}
        {notice.isTop ? ' · 置顶' : ''}
      </p>
      <p className={styles.detailMeta}>
        发布范围：{notice.depts.length ? notice.depts.map((d) => d.deptName).join('、') : '全公司'}
      </p>
      <Body content={notice.content} />
    </article>
  );
}

function RemindView({ remind }: { remind: TRemindItem }) {
  return (
    <article className={styles.detail}>
      <h1 className={styles.detailTitle}>{remind.title}</h1>
      <p className={styles.detailMeta}>{fullTime(remind.createTime)}</p>
      <div className={`${styles.body} ${styles.plain}`}>{remind.content}</div>
    </article>
  );
}

/** An announcement (opening marks it read; 修改/删除 for those allowed) or a reminder (opening marks it read). */
function MsgDetailPage() {
  const [params] = useSearchParams();
  const type = typeParam(params.get('type'));
  const id = Number(params.get('id')) || 0;
  const isNotice = type === MSG_TYPE.notice;
  const notice = useNoticeDetail(id, isNotice);
  const remind = useReminderDetail(id, !isNotice);
  const canManage = usePermission(PERMISSION.notices);
  const refresh = useRefreshMessages();

  // Opening an unread announcement marks it read, once.
  const marked = useRef(false);
  useEffect(() => {
    if (!notice.data || notice.data.isRead || marked.current) return;
    marked.current = true;
    void messageCalls
      .readNotice(notice.data.id)
      .then(() => refresh())
      .catch(() => undefined);
  }, [notice.data, refresh]);

  const remove = async () => {
    if ((await dialog.confirm({ content: NOTICE_DELETE_CONFIRM })) !== 'confirm') return;
    try {
      const result = await messageCalls.remove(id);
      dialog.success(result.msg);
      await refresh();
      setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
    } catch {
      // The request layer has shown the message.
    }
  };

  const footer =
    isNotice && canManage && notice.data ? (
      <div className={styles.actions}>
        <Button onClick={() => nav.navigateTo(withQuery('pages/index/operation-notice', { id }))}>修改</Button>
        <Button color="danger" onClick={() => void remove()}>
          删除
        </Button>
      </div>
    ) : undefined;

  return (
    <PageShell title={`${MSG_TYPE_NAMES[type] ?? '消息'}详情`} footer={footer}>
      {isNotice ? (
        <QueryView query={notice}>{(data) => <NoticeView notice={data} />}</QueryView>
      ) : (
        <QueryView query={remind}>{(data) => <RemindView remind={data} />}</QueryView>
      )}
    </PageShell>
  );
}

export default withRequiredParams(MsgDetailPage, '消息详情');
