import type { TSignCompanyInfo } from '@awb/contract/sign-views';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { nav } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { useSignCompany } from '../sign.queries.ts';
import { SIGN_PAGE } from '../sign-links.ts';

/** Seals and signatures belong to the certified company's signing account: before that, the way to certify. */
export function CertifiedGate({ children }: { children: (company: TSignCompanyInfo) => ReactNode }) {
  const company = useSignCompany();
  if (company.isPending) return <LoadingBlock />;
  if (company.isError) return <LoadError error={company.error} onRetry={() => void company.refetch()} />;
  if (company.data.etcomid <= 0) {
    return (
      <EmptyState title="企业尚未认证" description="完成企业认证后，即可制作印章和签名">
        <Button color="primary" shape="rounded" onClick={() => nav.navigateTo(SIGN_PAGE.attestation)}>
          去认证
        </Button>
      </EmptyState>
    );
  }
  return children(company.data);
}
