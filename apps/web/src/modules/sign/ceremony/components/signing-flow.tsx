import { CEREMONY_MSG, CEREMONY_SIGNER_STATE } from '@awb/contract/sign-ceremony-constants';
import { Checkbox, ErrorBlock } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../../platform/api.ts';
import { dialog } from '../../../../platform/dialog.tsx';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { SignatureCanvas } from '../../components/signature-canvas.tsx';
import { useSigningOpen, useSigningSubmit } from '../ceremony.queries.ts';
import { signingRefusal } from '../signing-errors.ts';
import styles from './ceremony.module.css';
import { ContractReading } from './contract-reading.tsx';
import { PartyCopy } from './party-copy.tsx';
import { SignerIdentity } from './signer-identity.tsx';

type TProps = {
  token: string;
  /** What follows a signature (on site: 下一位签署方), below 签署成功 or the party's copy. */
  after?: ReactNode;
  onSigned?: () => void;
};

/**
 * One signer's turn with a link's token: who is signing and the whole contract to read, the identity
 * check (code, face where required), the drawn signature and its confirmation.
 */
export function SigningFlow({ token, after, onSigned }: TProps) {
  const open = useSigningOpen(token);
  const submit = useSigningSubmit(token);
  const [agreed, setAgreed] = useState(false);
  const [done, setDone] = useState(false);

  // Once signed, the page offers the party's copy (查看/下载) when every party has signed.
  if (done || submit.isSuccess) return <PartyCopy token={token} after={after} />;
  if (open.isPending) return <LoadingBlock />;
  if (open.isError) {
    const message = open.error instanceof ApiError && open.error.code >= 100 ? open.error.message : '';
    if (message === CEREMONY_MSG.alreadySigned) return <PartyCopy token={token} after={after} />;
    const refusal = signingRefusal(message);
    return (
      <ErrorBlock
        className={styles.result}
        status="disconnected"
        title={refusal.title}
        description={refusal.description}
      >
        {after}
      </ErrorBlock>
    );
  }
  const o = open.data;
  const signer = o.signer;
  if (signer.state === CEREMONY_SIGNER_STATE.signed) return <PartyCopy token={token} after={after} />;

  const confirm = async (png: Blob) => {
    const answer = await dialog.confirm({ title: '确认签署', content: '确认以此签名签署该合同吗？签署后不可撤回' });
    if (answer !== 'confirm') return;
    submit.mutate(png, {
      onSuccess: () => {
        setDone(true);
        onSigned?.();
      },
    });
  };

  return (
    <div className={styles.flow}>
      <section className={styles.card} aria-label="签署人">
        <div className={styles.who}>
          <span className={styles.role}>{signer.roleLabel}</span>
          <strong>{signer.name}</strong>
          <span className={styles.muted}>{signer.phone}</span>
        </div>
        <p className={styles.muted}>
          {o.contractNo} · {o.stateName}
          {signer.onsite ? ' · 现场签署' : ''}
        </p>
        <ul className={styles.signers} aria-label="签署方">
          {o.signers.map((s) => (
            <li key={`${s.roleLabel}-${s.name}`}>
              <span>{s.roleLabel}</span>
              <span>{s.name}</span>
              <span>{s.stateName}</span>
            </li>
          ))}
        </ul>
      </section>
      <ContractReading open={o} />
      {signer.yourTurn ? null : (
        <p className={styles.notice} role="alert">
          {CEREMONY_MSG.notYourTurn}
        </p>
      )}
      {signer.verified ? (
        <section className={styles.card} aria-label="签名">
          <h3 className={styles.cardTitle}>签名</h3>
          <Checkbox checked={agreed} onChange={setAgreed}>
            我已阅读并同意以上合同全部内容
          </Checkbox>
          {agreed ? (
            <div className={styles.padBox}>
              <SignatureCanvas confirmText="确认签署" saving={submit.isPending} onConfirm={confirm} />
            </div>
          ) : null}
        </section>
      ) : (
        <SignerIdentity
          token={token}
          phone={signer.phone}
          faceRequired={signer.faceRequired}
          disabled={!signer.yourTurn}
        />
      )}
      {after ? <div className={styles.after}>{after}</div> : null}
    </div>
  );
}
