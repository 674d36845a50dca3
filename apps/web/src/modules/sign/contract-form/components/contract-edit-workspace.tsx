import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import type { TFormContent } from '../contract-content.ts';
import { useSignBodies } from '../contract-form.queries.ts';
import { useContractEdit } from '../use-contract-edit.ts';
import styles from './contract-form.module.css';
import type { TEditorProps } from './editor-props.ts';

/**
 * 修改合同 (pages/sign/operation?contractId, opened from the detail): the same editor as a new
 * contract, filled from the contract's full content and its own template fields; 保存修改 sends
 * contractEdit. No draft, no autosave: nothing is kept on the phone (docs/signing-contract-pages.md).
 */
export function ContractEditWorkspace({
  contractId,
  editor,
}: {
  contractId: number;
  editor: (p: TEditorProps) => ReactNode;
}) {
  const bodies = useSignBodies();
  const form = useContractEdit(contractId, bodies.data);
  const edit = form.edit;

  const body = (() => {
    if (form.error) return <LoadError error={form.error} onRetry={() => void form.reload()} />;
    if (!edit) return <LoadingBlock />;
    const update = (change: (c: TFormContent) => TFormContent) => form.update(change);
    return (
      <>
        <p className={styles.hint}>
          {edit.title} · 合同编号 {edit.contractNo}
        </p>
        {editor({
          content: edit.content,
          fields: edit.fields,
          title: edit.title,
          boxid: edit.boxid,
          boxType: edit.boxType,
          bodies: bodies.data,
          errors: form.errors,
          update,
          setValue: (name, value) => {
            form.clearError(name);
            update((c) => ({ ...c, values: { ...c.values, [name]: value } }));
          },
        })}
      </>
    );
  })();

  const footer = edit ? (
    <Button block color="primary" loading={form.busy} disabled={form.busy} onClick={() => void form.save()}>
      保存修改
    </Button>
  ) : undefined;

  return (
    <PageShell title="修改合同" footer={footer}>
      {body}
    </PageShell>
  );
}
