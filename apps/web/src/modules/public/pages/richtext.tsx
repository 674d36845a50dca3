import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useContent } from '../public.queries.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import styles from './richtext.module.css';

/** The day of the answer's Beijing `YYYY-MM-DD HH:mm`, as sent. */
const updatedText = (time: string) => (time ? `更新于 ${time.slice(0, 10)}` : '');

/** pages/public/richtext?cate_alias=…: the user agreement, the privacy policy and other texts. */
export default function RichTextPage() {
  const [params] = useSearchParams();
  const alias = params.get('cate_alias')?.trim() ?? '';
  const content = useContent(alias);
  const html = useMemo(() => (content.data ? sanitizeHtml(content.data.content) : ''), [content.data]);

  return (
    <PageShell title={content.data?.title ?? '详情'} background="#fff">
      {!alias ? (
        <EmptyState title="未找到要查看的内容" description="链接缺少内容参数，请返回后重试" />
      ) : content.isPending ? (
        <div className={styles.article}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      ) : content.isError ? (
        <ErrorBlock className={styles.error} status="default" title="内容加载失败" description={content.error.message}>
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void content.refetch()}>
            重新加载
          </Button>
        </ErrorBlock>
      ) : (
        <article className={styles.article}>
          <h1 className={styles.title}>{content.data.title}</h1>
          <p className={styles.meta}>{updatedText(content.data.updatedAt)}</p>
          {html ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className={styles.meta}>暂无内容</p>
          )}
        </article>
      )}
    </PageShell>
  );
}
