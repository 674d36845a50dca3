import { Button, Result } from 'antd-mobile';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { runSuccessButton } from '../success-actions.ts';
import { parseSuccessData, reachableGroups } from '../success-data.ts';
import styles from './success.module.css';

const STATUS = { success: 'success', fail: 'error', waiting: 'waiting' } as const;

/** pages/public/success?data=<JSON>: a result picture, the message, and groups of buttons. */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const data = useMemo(() => parseSuccessData(params.get('data')), [params]);
  const status = STATUS[data.image as keyof typeof STATUS];

  return (
    <PageShell title={data.title} background="#fff">
      {status ? (
        <Result className={styles.result} status={status} title={data.message} description={data.description} />
      ) : (
        <div className={styles.custom}>
          <img src={data.image} alt="" className={styles.image} />
          <h2 className={styles.message}>{data.message}</h2>
          {data.description ? <p className={styles.description}>{data.description}</p> : null}
        </div>
      )}
      <div className={styles.groups}>
        {reachableGroups(data.groups, (url) => isRegisteredPage(url.replace(/^[#/]+/, ''))).map((group) => (
          <div key={group.map((b) => b.text).join('|')} className={styles.row}>
            {group.map((button) => (
              <Button
                key={button.text}
                className={styles.button}
                color="primary"
                fill={button.primary ? 'solid' : 'outline'}
                shape="rounded"
                size="large"
                onClick={() => runSuccessButton(button)}
              >
                {button.text}
              </Button>
            ))}
          </div>
        ))}
      </div>
    </PageShell>
  );
}
