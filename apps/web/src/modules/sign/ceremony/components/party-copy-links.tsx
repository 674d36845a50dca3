import { COPY_LIMITS, COPY_STATE } from '@awb/contract/sign-copy-constants';
import { Button } from 'antd-mobile';
import { dialog } from '../../../../platform/dialog.tsx';
import { useResendCopy, useRevokeCopy, useSignCopies } from '../ceremony.queries.ts';
import styles from './ceremony.module.css';

/**
 * 合同副本 on a completed contract's detail: each party's copy link (texted after the last signature),
 * its state and expiry, 撤销 for a live one (the party can then no longer open their copy) and 重新发送
 * for any (a new link texted, the old one dead; a revoked or expired copy is issued anew).
 */
export function PartyCopyLinks({ contractId }: { contractId: number }) {
  const copies = useSignCopies(contractId, true);
  const revoke = useRevokeCopy();
  const resend = useResendCopy();
  const rows = copies.data ?? [];
  if (rows.length === 0) return null;

  const ask = async (copyId: number, who: string) => {
    const answer = await dialog.confirm({
      title: '撤销合同链接',
      content: `撤销后${who}将无法再查看、下载合同，确定撤销吗？`,
    });
    if (answer === 'confirm') revoke.mutate({ contractId, copyId });
  };

  const askResend = async (copyId: number, who: string) => {
    const answer = await dialog.confirm({
      title: '重新发送合同链接',
      content: `将向${who}手机重新发送合同链接（${COPY_LIMITS.copyDays}天内有效），原链接将失效，确定发送吗？`,
    });
    if (answer === 'confirm') resend.mutate({ contractId, copyId });
  };

  return (
    <section aria-label="合同副本">
      <h4 className={styles.cardTitle}>各方合同链接</h4>
      {rows.map((c) => (
        <div className={styles.row} key={c.copyId}>
          <span className={styles.role}>{c.roleLabel}</span>
          <span className={styles.grow}>
            {c.name} {c.phone}
          </span>
          <span>{c.state === COPY_STATE.live ? `有效至${c.expireAt}` : c.stateName}</span>
          {c.state === COPY_STATE.live ? (
            <Button size="mini" fill="none" color="danger" onClick={() => void ask(c.copyId, c.roleLabel)}>
              撤销
            </Button>
          ) : null}
          <Button
            size="mini"
            fill="none"
            color="primary"
            disabled={resend.isPending}
            onClick={() => void askResend(c.copyId, c.roleLabel)}
          >
            重新发送
          </Button>
        </div>
      ))}
    </section>
  );
}
