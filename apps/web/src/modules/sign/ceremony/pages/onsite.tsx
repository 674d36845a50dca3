import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../../../../platform/nav.ts';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { QueryView } from '../../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../../ui/required-params.tsx';
import { useSignDetail } from '../../contract-list/sign-contract.queries.ts';
import { startOnsite, useCeremonySigners } from '../ceremony.queries.ts';
import { ceremonyActions, nextSigner } from '../ceremony-rules.ts';
import styles from '../components/ceremony.module.css';
import { SigningFlow } from '../components/signing-flow.tsx';

/**
 * pages/sign/onsite?contractId= (designed): on-site signing on the agent's phone. The agent picks the
 * party whose turn it is; the party proves who they are with the code sent to their own phone, reads,
 * draws and confirms; then the phone goes to the next party. Every event is the party's.
 */
function OnsitePage() {
  const contractId = Number(useSearchParams()[0].get('contractId') ?? 0);
  const signers = useCeremonySigners(contractId);
  const detail = useSignDetail(contractId);
  const [token, setToken] = useState('');
  const [starting, setStarting] = useState(0);

  const start = async (signerId: number) => {
    setStarting(signerId);
    try {
      setToken((await startOnsite(contractId, signerId)).token);
    } catch {
      // The request layer has shown why.
    } finally {
      setStarting(0);
    }
  };
  const nextParty = () => {
    setToken('');
    void signers.refetch();
    void detail.refetch();
  };

  if (token) {
    return (
      <PageShell title="现场签署" onBack={nextParty} background="#f5f6f8">
        <SigningFlow
          token={token}
          after={
            <Button color="primary" fill="outline" onClick={nextParty}>
              返回签署方列表
            </Button>
          }
        />
      </PageShell>
    );
  }
  return (
    <PageShell title="现场签署" background="#f5f6f8">
      <QueryView query={signers}>
        {(answer) => {
          const next = nextSigner(answer);
          const can = detail.data ? ceremonyActions(detail.data, answer) : null;
          return (
            <div className={styles.flow}>
              <section className={styles.card} aria-label="选择签署方">
                <h3 className={styles.cardTitle}>选择签署方</h3>
                <p className={styles.muted}>
                  {detail.data ? `${detail.data.contractNo} · ` : ''}请将手机交给签署方本人，按顺序签署
                </p>
                {answer.map((s) => (
                  <div className={styles.row} key={s.signerId}>
                    <span className={styles.role}>{s.roleLabel}</span>
                    <span className={styles.grow}>
                      {s.name} {s.phone}
                    </span>
                    {s.signerId === next?.signerId ? (
                      <Button
                        size="small"
                        color="primary"
                        loading={starting === s.signerId}
                        onClick={() => void start(s.signerId)}
                      >
                        开始签署
                      </Button>
                    ) : (
                      <span>{s.stateName}</span>
                    )}
                  </div>
                ))}
              </section>
              {next ? null : (
                <section className={styles.card}>
                  <h3 className={styles.cardTitle}>各方已签署</h3>
                  <p className={styles.muted}>{can?.seal ? '请印章经办人在合同详情中加盖公章' : '签署已完成'}</p>
                  <Button block color="primary" onClick={nav.navigateBack}>
                    返回合同详情
                  </Button>
                </section>
              )}
            </div>
          );
        }}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(OnsitePage, '现场签署', ['contractId']);
