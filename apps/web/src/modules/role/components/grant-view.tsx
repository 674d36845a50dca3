import { CheckCircleFill, CloseCircleOutline } from 'antd-mobile-icons';
import type { TGrantGroup } from '../permission-tree.ts';
import styles from './grant-view.module.css';

/** A read-only permission tree of one app: every catalogue item, granted (✓) or not. */
export function GrantView({ groups, scope }: { groups: TGrantGroup[]; scope?: string }) {
  return (
    <div className={styles.view}>
      {scope ? (
        <div className={styles.scope}>
          数据范围<strong>{scope}</strong>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.name} className={styles.group}>
          <h3>{group.name}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <Mark checked={item.checked} name={item.name} />
                {item.children.length > 0 ? (
                  <ul className={styles.children}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Mark checked={item.checked && child.checked} name={child.name} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Mark({ checked, name }: { checked: boolean; name: string }) {
  return (
    <span className={checked ? styles.on : styles.off}>
      {checked ? <CheckCircleFill aria-label="已授权" /> : <CloseCircleOutline aria-label="未授权" />}
      {name}
    </span>
  );
}
