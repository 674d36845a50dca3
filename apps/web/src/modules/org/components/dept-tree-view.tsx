import type { TDept } from '@awb/contract/org.contract';
import { DownFill, RightOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { nestDepts, visibleRows } from '../dept-tree.ts';
import styles from './dept-tree-view.module.css';

type TProps = { depts: TDept[]; onOpen: (deptId: number) => void };

/** The department tree, collapsible at every level; a row opens its department, the triangle folds it. */
export function DeptTreeView({ depts, onOpen }: TProps) {
  const roots = useMemo(() => nestDepts(depts), [depts]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(roots.map((r) => r.deptId)));
  const toggle = (deptId: number) => {
    const next = new Set(expanded);
    if (next.has(deptId)) next.delete(deptId);
    else next.add(deptId);
    setExpanded(next);
  };
  return (
    <ul className={styles.tree}>
      {visibleRows(roots, expanded).map(({ node, level, expanded: open }) => (
        <li key={node.deptId} className={styles.row} style={{ paddingLeft: 8 + level * 20 }}>
          {node.children.length > 0 ? (
            <button
              type="button"
              className={styles.fold}
              aria-label={open ? `收起${node.deptName}` : `展开${node.deptName}`}
              aria-expanded={open}
              onClick={() => toggle(node.deptId)}
            >
              <DownFill className={open ? styles.open : styles.closed} />
            </button>
          ) : (
            <span className={styles.leaf} />
          )}
          <button type="button" className={styles.main} onClick={() => onOpen(node.deptId)}>
            <span className={styles.name}>{node.deptName}</span>
            <span className={styles.count}>{node.totalStaffCount}人</span>
            <RightOutline className={styles.arrow} />
          </button>
        </li>
      ))}
    </ul>
  );
}
