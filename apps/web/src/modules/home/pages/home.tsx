import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';

export default function HomePage() {
  const session = useSession();
  return (
    <PageShell title="首页" noBack>
      <div style={{ padding: 16 }}>
        {session.data ? `${session.data.company.name} · ${session.data.user.userName}` : ''}
      </div>
    </PageShell>
  );
}
