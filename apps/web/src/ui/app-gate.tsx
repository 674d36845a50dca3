import { APP_NAMES } from '@awb/contract/common/apps';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useAppGate } from '../platform/app-gate.ts';
import styles from './app-gate.module.css';

type TState = 'checking' | 'open' | 'closed';

/** Runs the app-use switch when a sub-app's page opens; shows the page only when the app may be used. */
export function AppGate({ appType, children }: { appType: number; children: ReactNode }) {
  const openApp = useAppGate();
  const [state, setState] = useState<TState>('checking');

  const check = useCallback(() => {
    setState('checking');
    openApp(appType).then((result) => setState(result.proceed ? 'open' : 'closed'));
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
    <ErrorBlock
      className={styles.closed}
      status="disconnected"
      image={<LockOutline className={styles.lock} />}
      title={`暂时无法使用${APP_NAMES[appType] ?? '该应用'}`}
      description="开通、续费请前往pc端操作，完成后回到这里重新进入"
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={check}>
        重新进入
      </Button>
    </ErrorBlock>
  );
}
