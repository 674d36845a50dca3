import { SEAL_TYPE_NAMES } from '@awb/contract/sign-constants';
import type { TSignature, TSignCompanyInfo } from '@awb/contract/sign-views';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { CertifiedGate } from '../components/certified-gate.tsx';
import { KeeperPopup } from '../components/keeper-popup.tsx';
import { SealCard } from '../components/seal-card.tsx';
import styles from '../sign.module.css';
import { useDeleteSignature, useSignatures, useSignCompany } from '../sign.queries.ts';
import { SIGN_PAGE } from '../sign-links.ts';

/** Seed 000 §5: the prompt before deleting a seal. */
export const SEAL_DELETE_CONFIRM = '是否确定删除该印章？';

/** 印章管理 (pages/sign/seal): the company's seals with keeper and expiry; make, rename keeper, delete. */
export default function SealPage() {
  const certified = (useSignCompany().data?.etcomid ?? 0) > 0;
  return (
    <PageShell
      title="印章管理"
      footer={
        certified ? (
          <div className={styles.addBar}>
            <Button color="primary" onClick={() => nav.navigateTo(SIGN_PAGE.sealCreate)}>
              制作印章
            </Button>
          </div>
        ) : undefined
      }
    >
      <CertifiedGate>{(company) => <Seals company={company} />}</CertifiedGate>
    </PageShell>
  );
}

function Seals({ company }: { company: TSignCompanyInfo }) {
  const lists = useSignatures(company.etcomid);
  const remove = useDeleteSignature();
  const [editing, setEditing] = useState<TSignature | null>(null);

  const confirmDelete = async (seal: TSignature) => {
    const answer = await dialog.confirm({
      content: `${SEAL_DELETE_CONFIRM}删除后${seal.sealTypeName}不能再用于签约，已盖章的合同不受影响。`,
    });
    if (answer === 'confirm') remove.mutate(seal.sealId);
  };

  return (
    <>
      <QueryView
        query={lists}
        isEmpty={(data) => data.seals.length === 0}
        empty={
          <EmptyState
            title="暂无印章"
            description={`可制作${Object.values(SEAL_TYPE_NAMES).join('、')}，制作需验证企业认证手机`}
          />
        }
      >
        {(data) => (
          <div className={styles.sealList}>
            {data.seals.map((seal) => (
              <SealCard
                key={seal.sealId}
                item={seal}
                onEditKeeper={() => setEditing(seal)}
                onDelete={() => void confirmDelete(seal)}
              />
            ))}
          </div>
        )}
      </QueryView>
      <KeeperPopup seal={editing} etcomid={company.etcomid} onClose={() => setEditing(null)} />
    </>
  );
}
