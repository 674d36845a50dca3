import type { ZVerifyAnswer } from '@awb/contract/sign-ceremony';
import { CEREMONY_LIMITS, VERIFY_STATUS } from '@awb/contract/sign-ceremony-constants';
import { ErrorBlock, Toast } from 'antd-mobile';
import { type DragEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../../platform/api.ts';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { useVerify, useVerifyFile } from '../ceremony.queries.ts';
import styles from '../components/verify.module.css';
import { pdfFileProblem, verifyVerdict } from '../verify-status.ts';

type TAnswer = z.output<typeof ZVerifyAnswer>;

/**
 * pages/public/verify?code= (the signed PDF's QR code opens /verify/<code>, which the server sends
 * here): no login; says 有效 / 已作废 (reason, date) / 未找到, the contract number, masked names and
 * state, and whether a chosen or dropped PDF is byte for byte the signed file (一致 / 不一致).
 */
export default function VerifyPage() {
  const code = (useSearchParams()[0].get('code') ?? '').trim();
  const verify = useVerify(code);
  return (
    <PageShell title="合同核验" noBack background="#f5f6f8">
      {!code ? (
        <ErrorBlock className={styles.block} status="empty" title="未找到" description="核验链接不完整" />
      ) : null}
      {code && verify.isPending ? <LoadingBlock /> : null}
      {verify.isError ? (
        <ErrorBlock
          className={styles.block}
          status="disconnected"
          title="核验失败"
          description={
            verify.error instanceof ApiError && verify.error.code >= 100 ? verify.error.message : '请检查网络后重试'
          }
        />
      ) : null}
      {verify.data ? <Verdict answer={verify.data} code={code} /> : null}
    </PageShell>
  );
}

function Verdict({ answer, code }: { answer: TAnswer; code: string }) {
  const verdict = verifyVerdict(answer.status);
  return (
    <div className={styles.page}>
      <section className={`${styles.verdict} ${styles[verdict.tone]}`} aria-label="核验结果">
        <strong>{verdict.headline}</strong>
        {answer.status === VERIFY_STATUS.unknown ? <span>未找到该合同，请核对二维码或链接</span> : null}
        {answer.status === VERIFY_STATUS.invalidated ? (
          <span>
            作废原因：{answer.invalidReason || '未填写'}
            {answer.invalidAt ? ` · 作废时间：${answer.invalidAt}` : ''}
          </span>
        ) : null}
      </section>
      {answer.status === VERIFY_STATUS.unknown ? null : (
        <>
          <section className={styles.card} aria-label="合同信息">
            <div className={styles.line}>
              <span>合同编号</span>
              <span>{answer.contractNo}</span>
            </div>
            {answer.house ? (
              <div className={styles.line}>
                <span>房屋</span>
                <span>{answer.house}</span>
              </div>
            ) : null}
            <div className={styles.line}>
              <span>合同状态</span>
              <span>{answer.stateName}</span>
            </div>
            {answer.parties.map((p) => (
              <div className={styles.line} key={`${p.roleLabel}-${p.name}`}>
                <span>{p.roleLabel}</span>
                <span>{p.name}</span>
              </div>
            ))}
          </section>
          <FileCheck code={code} />
        </>
      )}
    </div>
  );
}

/** Chooses or takes a dropped PDF and asks whether it is the signed file. */
function FileCheck({ code }: { code: string }) {
  const check = useVerifyFile(code);
  const [name, setName] = useState('');
  const [over, setOver] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = pdfFileProblem(file, CEREMONY_LIMITS.verifyFileBytes);
    if (problem) return void Toast.show({ content: problem });
    setName(file.name);
    check.mutate(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };

  return (
    <section className={styles.card} aria-label="文件核验">
      <h3 className={styles.title}>核验文件</h3>
      <label
        className={`${styles.drop} ${over ? styles.dropOver : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <input
          type="file"
          accept="application/pdf,.pdf"
          aria-label="选择PDF文件"
          className={styles.file}
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <span>拖入或点击选择合同PDF，核验是否与签署文件完全一致</span>
        {name ? <span className={styles.fileName}>{name}</span> : null}
      </label>
      {check.data ? (
        <p className={check.data.match ? styles.match : styles.mismatch} role="status">
          {check.data.match ? '一致：该文件与签署文件完全一致' : '不一致：该文件不是签署完成的文件，或已被修改'}
        </p>
      ) : null}
    </section>
  );
}
