import type { TSignContractDetail } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_LIMITS } from '@awb/contract/sign-contract-constants';
import { Button, TextArea } from 'antd-mobile';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { SIGN_OPERATION_PAGE } from './contract-list-links.ts';
import { useSignDelete, useSignStateAction } from './sign-contract.queries.ts';
import styles from './sign-detail.module.css';

/** The prompts before each action (seed 000 §4: invalidating and revoking are confirmed, with a remark). */
export const SIGN_PROMPTS = {
  invalidate: {
    title: '作废合同',
    content: '确定要作废该合同吗？作废后各方将无法继续签署',
    placeholder: '请输入作废原因（选填）',
  },
  revoke: {
    title: '撤销作废',
    content: '确定要撤销作废吗？合同将恢复为作废前的状态',
    placeholder: '请输入撤销原因（选填）',
  },
  remove: { title: '删除合同', content: '确定要删除该项吗', placeholder: '请输入删除原因（选填）' },
} as const;

/** A confirm with a remark box; resolves with the remark, or null when cancelled. */
async function askRemark(prompt: { title: string; content: string; placeholder: string }): Promise<string | null> {
  let remark = '';
  const result = await dialog.confirm({
    title: prompt.title,
    content: (
      <div>
        <div>{prompt.content}</div>
        <div className={styles.remarkInput}>
          <TextArea
            placeholder={prompt.placeholder}
            maxLength={SIGN_CONTRACT_LIMITS.remarkLength}
            rows={3}
            onChange={(v) => {
              remark = v;
            }}
          />
        </div>
      </div>
    ),
  });
  return result === 'confirm' ? remark.trim() : null;
}

/** The footer of pages/sign/detail: 修改合同, 作废合同, 撤销作废, 删除合同 as the detail allows. */
export function SignDetailActions({ d }: { d: TSignContractDetail }) {
  const invalidate = useSignStateAction('invalidate');
  const revoke = useSignStateAction('revoke');
  const remove = useSignDelete();
  const busy = invalidate.isPending || revoke.isPending || remove.isPending;
  const contractId = d.contractId;

  const run = async (kind: keyof typeof SIGN_PROMPTS) => {
    const remark = await askRemark(SIGN_PROMPTS[kind]);
    if (remark === null) return;
    const mutation = kind === 'invalidate' ? invalidate : kind === 'revoke' ? revoke : remove;
    mutation.mutate({ contractId, remark });
  };

  const any = d.canEdit || d.canInvalidate || d.canRevokeInvalid || d.canDelete;
  if (!any) return null;
  return (
    <div className={styles.footer}>
      {d.canDelete ? (
        <Button color="danger" fill="outline" disabled={busy} onClick={() => void run('remove')}>
          删除合同
        </Button>
      ) : null}
      {d.canInvalidate ? (
        <Button color="warning" fill="outline" disabled={busy} onClick={() => void run('invalidate')}>
          作废合同
        </Button>
      ) : null}
      {d.canRevokeInvalid ? (
        <Button color="primary" fill="outline" disabled={busy} onClick={() => void run('revoke')}>
          撤销作废
        </Button>
      ) : null}
      {d.canEdit ? (
        <Button
          color="primary"
          disabled={busy}
          onClick={() => nav.navigateTo(withQuery(SIGN_OPERATION_PAGE, { contractId }))}
        >
          修改合同
        </Button>
      ) : null}
    </div>
  );
}
