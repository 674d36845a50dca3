import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { useRecords } from '../estate.queries.ts';

/** 变更记录: what was done to a community, newest first, 15 a page. */
function OtherRecordPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const records = useRecords(id);
  return (
    <PageShell title="变更记录">
      <List>
        <InfiniteList
          query={records}
          itemKey={(r) => r.id}
          empty={<EmptyState title="暂无记录" />}
          renderItem={(r) => (
            <List.Item description={`${r.userName} · ${r.createdAt}`}>
              {r.action}
              {r.content ? `：${r.content}` : ''}
            </List.Item>
          )}
        />
      </List>
    </PageShell>
  );
}

export default withRequiredParams(OtherRecordPage, '变更记录');
