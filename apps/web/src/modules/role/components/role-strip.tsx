import { designUnits, ROLE_TAB, roleStripWidth } from '../role-tabs.ts';
import styles from './role-strip.module.css';

type TProps = {
  roles: { roleId: number; roleName: string }[];
  active: number;
  onChange: (roleId: number) => void;
};

/** The roles as a scrolling row of tabs, 192 per role minus 32 wide in all (seed 001 §9). */
export function RoleStrip({ roles, active, onChange }: TProps) {
  return (
    <div className={styles.scroller} role="tablist" aria-label="角色">
      <div className={styles.strip} style={{ width: designUnits(roleStripWidth(roles.length)) }}>
        {roles.map((role, index) => (
          <button
            key={role.roleId}
            type="button"
            role="tab"
            aria-selected={role.roleId === active}
            className={role.roleId === active ? styles.active : styles.tab}
            style={{
              width: designUnits(ROLE_TAB.perRole - ROLE_TAB.gap),
              marginRight: index < roles.length - 1 ? designUnits(ROLE_TAB.gap) : 0,
            }}
            onClick={() => onChange(role.roleId)}
          >
            {role.roleName}
          </button>
        ))}
      </div>
    </div>
  );
}
