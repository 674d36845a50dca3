import type { TSignature, TSignCompanyInfo } from '@awb/contract/sign-views';
import { Button, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { CertifiedGate } from '../components/certified-gate.tsx';
import { CodePopup } from '../components/code-popup.tsx';
import { SealCard } from '../components/seal-card.tsx';
import { PICTURE_ACCEPT, pictureProblem } from '../picture-file.ts';
import styles from '../sign.module.css';
import { useDeleteSignature, useSignatures, useSignCompany, useUploadSignature } from '../sign.queries.ts';
import { SIGN_PAGE } from '../sign-links.ts';

export const SIGNATURE_DELETE_CONFIRM = '是否确定删除该签名？';

/** 签名管理 (pages/sign/signature): staff's handwritten signatures (type 2); draw one or upload a picture. */
export default function SignaturePage() {
  const company = useSignCompany();
  const etcomid = company.data?.etcomid ?? 0;
  const session = useSession().data;
  const upload = useUploadSignature();
  const [picture, setPicture] = useState<File | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return void Toast.show({ content: problem });
    setPicture(file);
  };

  const send = (vercode: string) => {
    if (!picture || !session) return;
    upload.mutate(
      {
        file: picture,
        fileName: picture.name,
        name: session.user.userName,
        agentCode: session.user.userId,
        etcomid,
        vercode,
      },
      { onSuccess: () => setPicture(null) },
    );
  };

  const footer =
    etcomid > 0 ? (
      <div className={styles.addBar}>
        <Button fill="outline" color="primary" onClick={() => fileRef.current?.click()}>
          上传图片
        </Button>
        <Button color="primary" onClick={() => nav.navigateTo(SIGN_PAGE.draw)}>
          手写签名
        </Button>
      </div>
    ) : undefined;

  return (
    <PageShell title="签名管理" footer={footer}>
      <CertifiedGate>{(c) => <Signatures company={c} />}</CertifiedGate>
      <input
        ref={fileRef}
        type="file"
        accept={PICTURE_ACCEPT}
        aria-label="选择签名图片"
        style={{ display: 'none' }}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <CodePopup
        visible={picture !== null}
        etcomid={etcomid}
        title="上传签名"
        saving={upload.isPending}
        onClose={() => setPicture(null)}
        onSubmit={send}
      />
    </PageShell>
  );
}

function Signatures({ company }: { company: TSignCompanyInfo }) {
  const lists = useSignatures(company.etcomid);
  const remove = useDeleteSignature();

  const confirmDelete = async (item: TSignature) => {
    if ((await dialog.confirm({ content: SIGNATURE_DELETE_CONFIRM })) === 'confirm') remove.mutate(item.sealId);
  };

  return (
    <QueryView
      query={lists}
      isEmpty={(data) => data.signatures.length === 0}
      empty={<EmptyState title="暂无签名" description="手写或上传签名后，即可在电子合同上签名" />}
    >
      {(data) => (
        <>
          <div className={styles.sectionLabel}>共 {data.signatures.length} 个签名</div>
          <div className={styles.sealList}>
            {data.signatures.map((item) => (
              <SealCard key={item.sealId} item={item} wide onDelete={() => void confirmDelete(item)} />
            ))}
          </div>
        </>
      )}
    </QueryView>
  );
}
