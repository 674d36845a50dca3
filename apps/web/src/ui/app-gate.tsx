import { APP_NAMES } from '@awb/contract/common/apps';
import { Button, DotLoading } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { useAppGate } from '../platform/app-gate.ts';
import styles from './app-gate.module.css';
import { LazyErrorBlock } from './lazy-error-block.tsx';

type TState = 'checking' | 'open' | 'closed';

/**
 * Runs the app-use switch when a sub-app's page opens; shows the page only when the app may be used. The
 * closed state's ErrorBlock loads when shown (its illustrations are off the tabs' first screens).
 */
export function AppGate({ appType, children }: { appType: number; children: ReactNode }) {
  const openApp = useAppGate();
  const [state, setState] = useState<TState>('checking');

  const check = useCallback(() => {
    setState('checking');
    // The app's page renders as a transition: React renders it in slices between which the browser can
    // answer input, instead of one long task (a tab's list is tens of milliseconds; Total Blocking Time).
    openApp(appType).then((result) => startTransition(() => setState(result.proceed ? 'open' : 'closed')));
  }, [openApp, appType]);

  useEffect(check, [check]);

  if (state === 'open') return children;
  if (state === 'checking') {
    return (
      <div className={styles.checking}>
        <DotLoading color="primary" />
        <span>正在进入{APP_NAMES[appType] ?? '应用'}</span>
      </div>
    );
  }
  return (
    <LazyErrorBlock
      className={styles.closed}
      status="disconnected"
      image={<LockOutline className={styles.lock} />}
      title={`暂时无法使用${APP_NAMES[appType] ?? '该应用'}`}
      description="开通、续费请前往「我的 › 充值中心」或联系公司管理员，完成后回到这里重新进入"
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={check}>
        重新进入
      </Button>
    </LazyErrorBlock>
  );
}
