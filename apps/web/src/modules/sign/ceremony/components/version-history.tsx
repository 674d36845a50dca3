import { useState } from 'react';
import { nav } from '../../../../platform/nav.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import { useSignHistory } from '../../contract-list/sign-contract.queries.ts';
import styles from '../../contract-list/sign-detail.module.css';
import { historyViewLink } from '../ceremony.queries.ts';
import { pdfViewerPage } from '../ceremony-links.ts';
import own from './ceremony.module.css';

/**
 * 历史版本 on the detail: each frozen version (submission and edits) with its hash, newest first;
 * tapping one opens its PDF in the viewer (signCustomModeHistoryView: an older version is an unsigned
 * draft marked 历史版本). No share button for an older version: it shares the current contract.
 */
export function VersionHistory({ contractId, title }: { contractId: number; title: string }) {
  const history = useSignHistory(contractId);
  const [opening, setOpening] = useState(0);
  const open = async (version: number, current: boolean) => {
    setOpening(version);
    try {
      const link = await historyViewLink(contractId, version);
      const name = current ? title : `${title}（第${version}版）`;
      nav.navigateTo(pdfViewerPage(link.url, name, current ? contractId : undefined));
    } catch {
      // The request layer has shown why (an old version kept only as its hash: 该版本的合同原文未保留).
    } finally {
      setOpening(0);
    }
  };
  return (
    <section className={styles.section} aria-label="历史版本">
      <h3 className={styles.sectionTitle}>历史版本</h3>
      {history.isPending ? (
        <LoadingBlock />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState title="暂无历史版本" />
      ) : (
        <ul className={styles.rows}>
          {history.data.map((v, i) => (
            <li key={v.version}>
              <button
                type="button"
                className={own.versionButton}
                disabled={opening !== 0}
                aria-label={`查看第 ${v.version} 版`}
                onClick={() => void open(v.version, i === 0)}
              >
                <div className={styles.rowHead}>
                  <span>
                    第 {v.version} 版 · {v.actionName}
                  </span>
                  <span>{opening === v.version ? '打开中…' : '查看'}</span>
                </div>
                <div className={styles.rowSub}>
                  {v.userName} · {v.createdAt}
                </div>
                <div className={`${styles.rowSub} ${styles.hash}`}>{v.contentHash}</div>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
