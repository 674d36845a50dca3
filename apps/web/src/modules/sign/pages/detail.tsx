import type { TSignContractDetail } from '@awb/contract/sign-contract';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { APPROVAL_DETAIL_PAGE } from '../../oa/oa-records.ts';
import { CeremonyActions } from '../ceremony/components/ceremony-actions.tsx';
import { VersionHistory } from '../ceremony/components/version-history.tsx';
import { useSignDetail } from '../contract-list/sign-contract.queries.ts';
import { dayOf, signHouseLine } from '../contract-list/sign-contract-format.ts';
import styles from '../contract-list/sign-detail.module.css';
import { SignDetailActions } from '../contract-list/sign-detail-actions.tsx';
import {
  ContractBodySection,
  LogSection,
  PartiesSection,
  SigningSection,
} from '../contract-list/sign-detail-sections.tsx';
import { SignStateTag } from '../contract-list/sign-state-tag.tsx';

/**
 * pages/sign/detail?contractId: the signing contract's state, parties (masked), signing body, content
 * hash, its body, history versions and operation log; the actions its flags allow.
 */
function SignDetailPage() {
  const [params] = useSearchParams();
  const contractId = Number(params.get('contractId') ?? 0);
  return <SignDetail contractId={Number.isInteger(contractId) ? contractId : 0} />;
}

function SignDetail({ contractId }: { contractId: number }) {
  const detail = useSignDetail(contractId);
  if (detail.data) return <Loaded d={detail.data} />;
  return (
    <PageShell title="合同详情">{contractId > 0 ? <QueryView query={detail}>{() => null}</QueryView> : null}</PageShell>
  );
}

function Loaded({ d }: { d: TSignContractDetail }) {
  return (
    <PageShell title="合同详情" footer={<SignDetailActions d={d} />}>
      <section className={styles.hero} aria-label="合同概况">
        <div className={styles.heroTop}>
          <span>{d.contractNo}</span>
          <SignStateTag state={d.state} name={d.stateName} />
        </div>
        <div className={styles.heroTitle}>{signHouseLine(d) || d.title}</div>
        <div className={styles.heroLine}>{d.title}</div>
        <div className={styles.heroLine}>
          {d.userName} · {dayOf(d.createdAt)} 发起 · 更新于 {d.updatedAt}
        </div>
        {d.approvalId > 0 ? (
          // The approval request that held (or holds) its submission.
          <button
            type="button"
            className={styles.heroLink}
            onClick={() => nav.navigateTo(withQuery(APPROVAL_DETAIL_PAGE, { approvalId: d.approvalId }))}
          >
            查看审批
          </button>
        ) : null}
        {d.invalidRemark ? <div className={styles.remark}>作废原因：{d.invalidRemark}</div> : null}
      </section>
      {/* The signing ceremony: progress, 现场签署, links, 加盖公章, the PDF. */}
      <CeremonyActions d={d} />
      <PartiesSection d={d} />
      <SigningSection d={d} />
      <ContractBodySection contractId={d.contractId} />
      {/* 历史版本 opens each version's PDF in the viewer (signCustomModeHistoryView). */}
      <VersionHistory contractId={d.contractId} title={d.title || '合同'} />
      <LogSection contractId={d.contractId} />
      <div className={styles.spacer} />
    </PageShell>
  );
}

export default withRequiredParams(SignDetailPage, '合同详情', ['contractId']);
