import { APP_TYPE } from '@awb/contract/common/apps';
import { AppGate } from '../../../ui/app-gate.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';

/** The customer-book tab. The customer list arrives with the customer module; until then an honest empty state. */
export default function CustomerTabPage() {
  return (
    <PageShell title="客户" noBack>
      <AppGate appType={APP_TYPE.customer}>
        <EmptyState title="客户列表即将上线" description="客户的录入、意向匹配和跟进将随客源本一同开放" />
      </AppGate>
    </PageShell>
  );
}
