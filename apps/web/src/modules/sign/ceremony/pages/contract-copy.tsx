import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { PartyCopy } from '../components/party-copy.tsx';

/**
 * pages/public/contract-copy?token=…: the page a party's copy text opens (no account; the token
 * authorises): 查看 and 下载 of their signed contract while the link lives (30 days, unless revoked).
 */
export default function ContractCopyPage() {
  const [params] = useSearchParams();
  return (
    <PageShell title="我的合同" noBack background="#f5f6f8">
      <PartyCopy token={params.get('token') ?? ''} />
    </PageShell>
  );
}
