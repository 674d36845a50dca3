import type { TSignContractDetail } from '@awb/contract/sign-contract';
import { SIGN_PARTY_TYPE_NAMES, SIGNATURE_TYPE_NAMES } from '@awb/contract/sign-contract-constants';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { useSignContent, useSignLogs } from './sign-contract.queries.ts';
import { deviceName, keyedRows } from './sign-contract-format.ts';
import styles from './sign-detail.module.css';

type TPerson = { name: string; certNo: string; phone: string };

function Person({ title, p, type }: { title: string; p: TPerson; type?: number }) {
  const company = type === 2;
  return (
    <div className={styles.party}>
      <div className={styles.partyHead}>
        {title}
        {type ? ` · ${SIGN_PARTY_TYPE_NAMES[type] ?? ''}` : ''}
      </div>
      <dl className={styles.fields}>
        <dt>{company ? '公司名称' : '姓名'}</dt>
        <dd>{p.name || '—'}</dd>
        <dt>{company ? '营业执照号' : '证件号'}</dt>
        <dd>{p.certNo || '—'}</dd>
        <dt>手机号</dt>
        <dd>{p.phone || '—'}</dd>
      </dl>
    </div>
  );
}

/** 签约方: both parties, their agents and co-owners, numbers masked by the server. */
export function PartiesSection({ d }: { d: TSignContractDetail }) {
  return (
    <section className={styles.section} aria-label="签约方">
      <h3 className={styles.sectionTitle}>签约方</h3>
      <Person title="甲方" p={d.partyA} type={d.partyA.type} />
      {d.agentA ? <Person title="甲方代理人" p={d.agentA} /> : null}
      {keyedRows(d.partyACoowner, (p) => `${p.name}${p.certNo}`).map(({ key, row }, n) => (
        <Person key={key} title={`甲方共有人${n + 1}`} p={row} />
      ))}
      <Person title="乙方" p={d.partyB} type={d.partyB.type} />
      {d.agentB ? <Person title="乙方代理人" p={d.agentB} /> : null}
      {keyedRows(d.partyBCoowner, (p) => `${p.name}${p.certNo}`).map(({ key, row }, n) => (
        <Person key={key} title={`乙方共有人${n + 1}`} p={row} />
      ))}
    </section>
  );
}

/** 签署信息: the signature type, the signing bodies chosen, the frozen content's version and SHA-256. */
export function SigningSection({ d }: { d: TSignContractDetail }) {
  const seals = d.signBodyList.filter((b) => b.type === 1).length;
  const signers = d.signBodyList.filter((b) => b.type === 2).length;
  const bodies = [seals ? `印章 ${seals} 个` : '', signers ? `签署人 ${signers} 位` : ''].filter(Boolean).join('，');
  return (
    <section className={styles.section} aria-label="签署信息">
      <h3 className={styles.sectionTitle}>签署信息</h3>
      <dl className={styles.fields}>
        <dt>签署类型</dt>
        <dd>{SIGNATURE_TYPE_NAMES[d.signatureType] ?? '—'}</dd>
        <dt>签署主体</dt>
        <dd>{bodies || '无需企业签署'}</dd>
        <dt>合同版本</dt>
        <dd>第 {d.version} 版</dd>
        <dt>内容摘要</dt>
        <dd className={styles.hash} title="SHA-256">
          {d.contentHash}
        </dd>
      </dl>
    </section>
  );
}

/** 合同正文: the body as the template prints it (signContent), folded until opened. */
export function ContractBodySection({ contractId }: { contractId: number }) {
  const content = useSignContent(contractId);
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-label="合同正文">
      <h3 className={styles.sectionTitle}>合同正文</h3>
      {content.isPending ? (
        <LoadingBlock />
      ) : content.isError ? (
        <LoadError error={content.error} onRetry={() => void content.refetch()} />
      ) : (
        <>
          <div className={`${styles.body} ${open ? '' : styles.folded}`}>
            {content.data.contents.map((s) => (
              <div key={s.id}>
                {s.heading ? <h4>{s.heading}</h4> : null}
                {keyedRows(s.paragraphs, (p) => p).map(({ key, row }) => (
                  <p key={key}>{row}</p>
                ))}
              </div>
            ))}
            {content.data.appliances.contentList.length > 0 ? (
              <div>
                <h4>家具家电及物品清单</h4>
                {keyedRows(content.data.appliances.contentList, (a) => a.name).map(({ key, row }) => (
                  <p key={key}>
                    {row.name} × {row.count}
                    {row.remark ? `（${row.remark}）` : ''}
                  </p>
                ))}
                {content.data.appliances.remark ? <p>{content.data.appliances.remark}</p> : null}
              </div>
            ) : null}
          </div>
          <button type="button" className={styles.more} onClick={() => setOpen((v) => !v)}>
            {open ? '收起正文' : '展开全文'}
          </button>
        </>
      )}
    </section>
  );
}

/** 操作记录: every event, who, when, from which device, with its remark. */
export function LogSection({ contractId }: { contractId: number }) {
  const logs = useSignLogs(contractId);
  return (
    <section className={styles.section} aria-label="操作记录">
      <h3 className={styles.sectionTitle}>操作记录</h3>
      {logs.isPending ? (
        <LoadingBlock />
      ) : logs.isError ? (
        <LoadError error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.length === 0 ? (
        <EmptyState title="暂无操作记录" />
      ) : (
        <ul className={styles.rows}>
          {[...logs.data].reverse().map((l) => (
            <li key={l.logId}>
              <div className={styles.rowHead}>
                <span>{l.actionName}</span>
                <span>{l.userName}</span>
              </div>
              <div className={styles.rowSub}>
                {l.createdAt} · {deviceName(l.userAgent)}
              </div>
              {l.remark ? <div className={styles.rowSub}>备注：{l.remark}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
