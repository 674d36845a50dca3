import { totalLabel } from '../../../platform/paging.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useVisits } from '../acquisition.queries.ts';
import { VisitRow } from '../components/acq-rows.tsx';
import styles from './acquisition.module.css';

/** Every visit of the micro-site, newest first, 15 a page as the agent scrolls. */
export default function MoreVisitorPage() {
  const visits = useVisits();
  return (
    <PageShell title="访客记录">
      <InfiniteList
        query={visits}
        className={styles.list}
        header={(total) => <div className={styles.panelHead}>共 {totalLabel(total)} 次访问</div>}
        itemKey={(v) => v.visitId}
        renderItem={(v) => <VisitRow visit={v} />}
        empty={<EmptyState title="暂无访客" description="分享名片或房源后，访客会出现在这里" />}
      />
    </PageShell>
  );
}
