import type { TSaveState } from '../use-contract-draft.ts';
import styles from './contract-form.module.css';

/** 已自动保存 for 3 s after a save; offline, that the draft waits on the phone. */
export function SaveFlag({ state }: { state: TSaveState }) {
  if (state === 'saved') return <span className={styles.saveFlag}>已自动保存</span>;
  if (state === 'offline') return <span className={styles.offlineFlag}>离线，已存本机</span>;
  return null;
}
