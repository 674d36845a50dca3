import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ApiError } from '../../../../platform/api.ts';
import { nav } from '../../../../platform/nav.ts';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { useSigningCopy } from '../ceremony.queries.ts';
import { pdfViewerPage } from '../ceremony-links.ts';
import styles from './ceremony.module.css';

/**
 * A party's own copy of the contract, by their copy link or the signing link they signed with: once
 * every party has signed, 查看 (the viewer) and 下载 (the file); before that, 签署成功 and what follows.
 */
export function PartyCopy({ token, after }: { token: string; after?: ReactNode }) {
  const copy = useSigningCopy(token);
  if (copy.isPending) return <LoadingBlock />;
  if (copy.isError) {
    const message = copy.error instanceof ApiError && copy.error.code >= 100 ? copy.error.message : '';
    return (
      <ErrorBlock
        className={styles.result}
        status="disconnected"
        title="无法查看合同"
        description={message || '请检查网络后重试'}
      >
        {after}
      </ErrorBlock>
    );
  }
  const c = copy.data;
  if (!c.ready) {
    return (
      <ErrorBlock
        className={styles.result}
        status="default"
        title="签署成功"
        description="您已签署。全部签署方签署完成后，可在此查看、下载合同，并会以短信通知您"
      >
        {after}
      </ErrorBlock>
    );
  }
  return (
    <ErrorBlock
      className={styles.result}
      status="default"
      title="合同已签署完成"
      description={`${c.title} ${c.contractNo}（${c.roleLabel}）· ${c.stateName}，链接有效期至${c.expireAt}`}
    >
      <div className={styles.actions}>
        <Button color="primary" onClick={() => nav.navigateTo(pdfViewerPage(c.viewUrl, c.title || '合同'))}>
          查看
        </Button>
        <Button color="primary" fill="outline" onClick={() => void window.open(c.downloadUrl, '_blank', 'noopener')}>
          下载
        </Button>
      </div>
      {after}
    </ErrorBlock>
  );
}
