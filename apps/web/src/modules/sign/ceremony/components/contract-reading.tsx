import type { TSigningOpen } from '@awb/contract/sign-ceremony';
import styles from './ceremony.module.css';

/** The whole contract as the signer reads it before signing (parties masked, as every view shows them). */
export function ContractReading({ open }: { open: TSigningOpen }) {
  const { appliances } = open;
  return (
    <article className={styles.card} aria-label="合同全文">
      <h2 className={styles.contractTitle}>{open.title}</h2>
      <p className={styles.muted}>合同编号：{open.contractNo}</p>
      {open.contents.map((section) => (
        <section key={section.id} className={styles.clause}>
          {section.heading ? <h4>{section.heading}</h4> : null}
          {section.paragraphs.map((p, i) => (
            // Paragraphs of a clause have no id of their own and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
      {appliances.contentList.length > 0 ? (
        <section className={styles.clause}>
          <h4>家具家电及收据清单</h4>
          {appliances.contentList.map((a) => (
            <p key={`${a.name}-${a.remark}`}>
              {a.name} × {a.count}
              {a.remark ? `（${a.remark}）` : ''}
            </p>
          ))}
          {appliances.remark ? <p>备注：{appliances.remark}</p> : null}
        </section>
      ) : null}
      <p className={styles.hash}>内容摘要（SHA-256）：{open.contentHash}</p>
    </article>
  );
}
