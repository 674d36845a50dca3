import { ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { RightOutline } from 'antd-mobile-icons';
import styles from './breadcrumbs.module.css';

type TProps = {
  root: string;
  path: { deptId: number; deptName: string }[];
  onOpen: (deptId: number) => void;
};

/** 公司 › 一级部门 › 当前部门: every step but the last opens that level. */
export function Breadcrumbs({ root, path, onOpen }: TProps) {
  const steps = [{ deptId: ROOT_DEPT_ID, deptName: root }, ...path];
  return (
    <nav className={styles.crumbs} aria-label="部门路径">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <span key={step.deptId} className={styles.step}>
            {index > 0 ? <RightOutline className={styles.sep} /> : null}
            {last ? (
              <span className={styles.current}>{step.deptName}</span>
            ) : (
              <button type="button" onClick={() => onOpen(step.deptId)}>
                {step.deptName}
              </button>
            )}
          </span>
        );
      })}
    </nav>
  );
}
