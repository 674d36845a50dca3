import { Tabs } from 'antd-mobile';
import styles from '../pages/acquisition.module.css';

/** The state filter of the request lists: 全部 and each state by its name. */
export function StateTabs({
  names,
  value,
  onChange,
}: {
  names: Record<number, string>;
  value: number;
  onChange: (state: number) => void;
}) {
  return (
    <Tabs className={styles.tabs} activeKey={String(value)} onChange={(key) => onChange(Number(key))}>
      <Tabs.Tab key="-1" title="全部" />
      {Object.entries(names).map(([state, name]) => (
        <Tabs.Tab key={state} title={name} />
      ))}
    </Tabs>
  );
}
