import type { TSignContractDetail } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { APPROVAL_DETAIL_PAGE } from '../../../oa/oa-records.ts';
import { modelViewLink, useCeremonySigners, useResendLink } from '../ceremony.queries.ts';
import { CEREMONY_PAGE, pdfViewerPage } from '../ceremony-links.ts';
import { ceremonyActions, progressNote } from '../ceremony-rules.ts';
import styles from './ceremony.module.css';
import { PartyCopyLinks } from './party-copy-links.tsx';
import { SealApplyPopup } from './seal-apply-popup.tsx';

/**
 * The signing ceremony on pages/sign/detail: who has signed, and 现场签署, 发送签署链接 / 重发,
 * 加盖公章 (the seal's keeper), 查看合同 PDF as the contract's state allows.
 */
export function CeremonyActions({ d }: { d: TSignContractDetail }) {
  const signers = useCeremonySigners(d.contractId);
  const resend = useResendLink();
  const [picking, setPicking] = useState(false);
  const [sealing, setSealing] = useState(false);
  const [opening, setOpening] = useState(false);
  const rows = signers.data ?? [];
  const can = ceremonyActions(d, rows);
  const held = progressNote(d);

  const open = async (page: 'pdf' | 'verify') => {
    setOpening(true);
    try {
      const link = await modelViewLink(d.contractId);
      nav.navigateTo(
        page === 'pdf'
          ? pdfViewerPage(link.url, d.title || '合同', d.contractId)
          : withQuery(CEREMONY_PAGE.verify, { code: link.verifyCode }),
      );
    } catch {
      // The request layer has shown why.
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className={`${styles.card} ${styles.detailBlock}`} aria-label="签署进度">
      <h3 className={styles.cardTitle}>签署进度</h3>
      {held ? (
        <p className={styles.muted}>
          <strong>{held.title}</strong> {held.text}{' '}
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => nav.navigateTo(withQuery(APPROVAL_DETAIL_PAGE, { approvalId: held.approvalId }))}
          >
            审批详情
          </Button>
        </p>
      ) : null}
      {rows.length === 0 && !signers.isPending && !held ? <p className={styles.muted}>暂无签署方</p> : null}
      {rows.map((s) => (
        <div className={styles.row} key={s.signerId}>
          <span className={styles.role}>{s.roleLabel}</span>
          <span className={styles.grow}>
            {s.name} {s.phone}
          </span>
          <span>{s.signedAt ? `${s.stateName} ${s.signedAt}` : s.stateName}</span>
        </div>
      ))}
      <div className={styles.actions}>
        {can.onsite ? (
          <Button
            size="small"
            color="primary"
            onClick={() => nav.navigateTo(withQuery(CEREMONY_PAGE.onsite, { contractId: d.contractId }))}
          >
            现场签署
          </Button>
        ) : null}
        {can.resend ? (
          <Button
            size="small"
            color="primary"
            fill="outline"
            loading={resend.isPending}
            onClick={() => setPicking(true)}
          >
            发送签署链接/重发
          </Button>
        ) : null}
        {can.seal ? (
          <Button size="small" color="warning" onClick={() => setSealing(true)}>
            加盖公章
          </Button>
        ) : null}
        {can.pdf ? (
          <Button size="small" fill="outline" loading={opening} onClick={() => void open('pdf')}>
            查看合同 PDF
          </Button>
        ) : null}
        {can.pdf ? (
          <Button size="small" fill="outline" disabled={opening} onClick={() => void open('verify')}>
            核验页
          </Button>
        ) : null}
      </div>
      {d.state === SIGN_CONTRACT_STATE.done ? <PartyCopyLinks contractId={d.contractId} /> : null}
      <ActionSheet
        visible={picking}
        onClose={() => setPicking(false)}
        extra="向签署方手机重新发送签署链接，旧链接将失效"
        cancelText="取消"
        actions={rows
          .filter((s) => s.state === 0)
          .map((s) => ({ key: s.signerId, text: `${s.roleLabel} ${s.name} ${s.phone}` }))}
        onAction={(action) => {
          setPicking(false);
          resend.mutate({ contractId: d.contractId, signerId: Number(action.key) });
        }}
      />
      {can.seal ? (
        <SealApplyPopup
          contractId={d.contractId}
          dueSealId={can.sealId}
          visible={sealing}
          onClose={() => setSealing(false)}
        />
      ) : null}
    </section>
  );
}
