import type { TSignCompanyInfo } from '@awb/contract/sign-views';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { SignerPage } from '../ceremony/pages/signer-page.tsx';
import { CertifiedGate } from '../components/certified-gate.tsx';
import { CodePopup } from '../components/code-popup.tsx';
import { SignatureCanvas } from '../components/signature-canvas.tsx';
import { useUploadSignature } from '../sign.queries.ts';
import styles from './lime-signature.module.css';

/**
 * 手写签名 (pages/h5/lime-signature, seed 000 §2). With `token` (a signing link) a party of a
 * contract signs it without an account (ceremony/pages/signer-page.tsx). Without it, the staff
 * signature: the whole screen is the pad (turning the phone to landscape gives a wider one and keeps
 * what was drawn); the PNG is saved as the user's signature with the bound phone's code.
 */
export default function LimeSignaturePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  if (token) return <SignerPage token={token} />;
  return (
    <PageShell title="手写签名">
      <CertifiedGate>{(company) => <Draw company={company} />}</CertifiedGate>
    </PageShell>
  );
}

function Draw({ company }: { company: TSignCompanyInfo }) {
  const session = useSession().data;
  const upload = useUploadSignature(true);
  const [png, setPng] = useState<Blob | null>(null);

  const save = (vercode: string) => {
    if (!png || !session) return;
    upload.mutate({
      file: png,
      fileName: 'signature.png',
      name: session.user.userName,
      agentCode: session.user.userId,
      etcomid: company.etcomid,
      vercode,
    });
  };

  return (
    <div className={styles.page}>
      <p className={styles.tip}>请在下方区域用正楷书写本人姓名，横屏书写更方便</p>
      <SignatureCanvas onConfirm={setPng} confirmText="保存签名" saving={upload.isPending} />
      <CodePopup
        visible={png !== null}
        etcomid={company.etcomid}
        title="保存签名"
        saving={upload.isPending}
        onClose={() => setPng(null)}
        onSubmit={save}
      />
    </div>
  );
}
