import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { authStore } from '../../../platform/auth-store.ts';
import { nav, START_LOGIN_PAGE } from '../../../platform/nav.ts';
import { SESSION_USER_STATUS, useSession } from '../../../platform/session-query.ts';
import { LazyErrorBlock } from '../../../ui/lazy-error-block.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** The entry page: logged in → home (or the review / cancellation page); otherwise → login. */
export default function LaunchPage() {
  const session = useSession();
  useEffect(() => {
    if (!authStore.headers()) return nav.reLaunch(START_LOGIN_PAGE);
    if (!session.data) return;
    const { user } = session.data;
    if (user.status === SESSION_USER_STATUS.pending) nav.reLaunch('pages/user/set/wait');
    else if (user.cancelExecuteAt) nav.reLaunch('pages/user/set/cancellation3');
    else nav.switchTab('pages/index');
  }, [session.data]);

  // A network failure (an expired session relaunches to login in the request layer) offers a retry.
  if (session.isError) {
    return (
      <LazyErrorBlock status="disconnected" title="加载失败" description="请检查网络后重试" fullPage>
        <Button color="primary" onClick={() => void session.refetch()}>
          重新加载
        </Button>
      </LazyErrorBlock>
    );
  }
  return <PageLoading />;
}
