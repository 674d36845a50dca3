import { APP_TYPE } from '@awb/contract/common/apps';
import { AppGate } from '../../../ui/app-gate.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';

/** The house-book tab. The listing list arrives with the house module; until then an honest empty state. */
export default function HouseTabPage() {
  return (
    <PageShell title="房源" noBack>
      <AppGate appType={APP_TYPE.house}>
        <EmptyState title="房源列表即将上线" description="出售、出租房源的录入、筛选和跟进将随房源本一同开放" />
      </AppGate>
    </PageShell>
  );
}
