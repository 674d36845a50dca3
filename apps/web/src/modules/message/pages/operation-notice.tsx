import { MSG } from '@awb/contract/common/codes';
import { NOTICE_LIMITS, type TNoticeFormInput } from '@awb/contract/message.contract';
import { PERMISSION } from '@awb/contract/permission-check';
import { Button, Form, Input, Switch, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { newIdempotencyKey, REQUEST } from '../../../platform/api.ts';
import { authStore } from '../../../platform/auth-store.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { draftKey, dropDraft, readDraft, writeDraft } from '../../../platform/form-draft.ts';
import { nav } from '../../../platform/nav.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { requiredLabel } from '../../../ui/required-label.tsx';
import { openOrgPicker, pickSummary, type TPickedDept } from '../../org/org-picker.ts';
import { messageCalls, useNoticeDetail, useRefreshMessages } from '../message.queries.ts';
import { noticeFormProblem } from '../message-format.ts';
import styles from './message.module.css';

/** `depts` empty: the whole company (全公司). */
type TValues = { title: string; content: string; isTop: boolean; depts: TPickedDept[] };
const EMPTY: TValues = { title: '', content: '', isTop: false, depts: [] };
const WHOLE_COMPANY = '全公司';

function NoticeForm({ id, initial }: { id: number; initial: TValues }) {
  const key = draftKey('operation-notice', authStore.myToken(), id || 'new');
  const [draft] = useState(() => readDraft<TValues>(localStorage, key));
  const [values, setValues] = useState<TValues>(() => ({ ...initial, ...draft?.values }));
  const [touched, setTouched] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [sending, setSending] = useState(false);
  const refresh = useRefreshMessages();

  // Saved as the manager types (platform/form-draft.ts); a modify keeps its own draft per announcement.
  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => writeDraft(localStorage, key, values), 400);
    return () => clearTimeout(timer);
  }, [values, key, touched]);

  const change = (patch: Partial<TValues>) => {
    setTouched(true);
    setValues((v) => ({ ...v, ...patch }));
  };

  const submit = async () => {
    const problem = noticeFormProblem(values);
    if (problem) {
      Toast.show({ content: problem, duration: REQUEST.invalidToastMs });
      return;
    }
    const form: TNoticeFormInput = {
      title: values.title.trim(),
      content: values.content,
      isTop: values.isTop,
      deptIds: values.depts.map((d) => d.deptId),
    };
    setSending(true);
    try {
      const result = id ? await messageCalls.modify(id, form) : await messageCalls.release(form, idempotencyKey);
      dropDraft(localStorage, key);
      dialog.success(result.msg);
      await refresh();
      setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
    } catch {
      setSending(false);
    }
  };

  /** The organisation chooser (pages/public/organizational-structure), departments only, several. */
  const chooseDepts = async () => {
    const pick = await openOrgPicker({
      mode: 'dept',
      multiple: true,
      title: '选择发布部门',
      selected: { depts: values.depts, users: [] },
    });
    if (pick) change({ depts: pick.depts });
  };

  return (
    <PageShell
      title={id ? '修改公告' : '发布公告'}
      footer={
        <Button block color="primary" loading={sending} onClick={() => void submit()}>
          {id ? '保存' : '发布'}
        </Button>
      }
    >
      {draft ? <p className={styles.draftHint}>已恢复上次未提交的内容</p> : null}
      <Form className={styles.form} layout="vertical">
        <Form.Item label={requiredLabel('公告标题')} required>
          <Input
            placeholder="请输入公告标题"
            maxLength={NOTICE_LIMITS.titleMax}
            value={values.title}
            onChange={(title) => change({ title })}
            clearable
          />
        </Form.Item>
        <Form.Item label={requiredLabel('公告内容')} required>
          <TextArea
            placeholder="请输入公告内容"
            maxLength={NOTICE_LIMITS.contentMax}
            value={values.content}
            onChange={(content) => change({ content })}
            autoSize={{ minRows: 8, maxRows: 16 }}
            showCount
          />
        </Form.Item>
        <Form.Item
          label="发布范围"
          arrow
          onClick={() => void chooseDepts()}
          description={values.depts.length ? '所选部门及其下级部门的成员可见' : '全公司成员可见'}
          extra={
            values.depts.length ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={(e) => {
                  e.stopPropagation();
                  change({ depts: [] });
                }}
              >
                改为全公司
              </button>
            ) : undefined
          }
        >
          <output aria-label="发布范围">
            {values.depts.length ? pickSummary({ depts: values.depts, users: [] }) : WHOLE_COMPANY}
          </output>
        </Form.Item>
        <Form.Item label="置顶" childElementPosition="right">
          <Switch checked={values.isTop} onChange={(isTop) => change({ isTop })} />
        </Form.Item>
      </Form>
    </PageShell>
  );
}

/**
 * 发布公告 / 修改公告 (seed 001 §2 operation-notice): title, content, the top flag and who it is for (the
 * whole company, or departments chosen in the organisation chooser), kept as a draft.
 */
export default function OperationNoticePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const session = useSession();
  const allowed = usePermission(PERMISSION.notices);
  const notice = useNoticeDetail(id, id > 0 && allowed);
  // The 发布 sheet offers this page to everyone; only holders of 发布公告 get the form.
  if (session.data && !allowed) {
    return (
      <PageShell title={id ? '修改公告' : '发布公告'}>
        <EmptyState title="暂无权限" description={MSG.noPermission} />
      </PageShell>
    );
  }
  if (!id) return <NoticeForm id={0} initial={EMPTY} />;
  const data = notice.data;
  if (data) {
    const initial = { title: data.title, content: data.content, isTop: data.isTop, depts: data.depts };
    return <NoticeForm id={id} initial={initial} />;
  }
  return (
    <PageShell title="修改公告">
      <QueryView query={notice}>{() => null}</QueryView>
    </PageShell>
  );
}
