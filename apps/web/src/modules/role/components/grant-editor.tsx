import { DATA_SCOPE_NAMES, type TPermissionApp } from '@awb/contract/permissions';
import { Checkbox, Selector } from 'antd-mobile';
import { permissionTree, setChild, setGroup, setItem, type TAppGrant } from '../permission-tree.ts';
import styles from './grant-editor.module.css';

const SCOPE_OPTIONS = Object.entries(DATA_SCOPE_NAMES).map(([value, label]) => ({ label, value: Number(value) }));

type TProps = { app: TPermissionApp; grant: TAppGrant; onChange: (grant: TAppGrant) => void };

/** One app's tab of the role editor: the data scope and the tree generated from the permission catalogue. */
export function GrantEditor({ app, grant, onChange }: TProps) {
  const { authData } = grant;
  const setAuth = (next: typeof authData) => onChange({ ...grant, authData: next });
  return (
    <div className={styles.editor}>
      <section className={styles.card}>
        <h3>数据范围</h3>
        <p>该角色在「{app.name}」的列表中能看到谁的数据</p>
        <Selector
          columns={2}
          options={SCOPE_OPTIONS}
          value={[grant.dataScope]}
          onChange={(v) => (v[0] ? onChange({ ...grant, dataScope: v[0] }) : undefined)}
        />
      </section>
      {permissionTree(app, authData).map((group, index) => (
        <section key={group.name} className={styles.card}>
          <Checkbox
            className={styles.group}
            checked={group.check === 'all'}
            indeterminate={group.check === 'some'}
            onChange={(checked) => setAuth(setGroup(authData, app.groups[index]!.items, checked))}
          >
            {group.name}
          </Checkbox>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <Checkbox checked={item.checked} onChange={(checked) => setAuth(setItem(authData, item, checked))}>
                  {item.name}
                </Checkbox>
                {item.childChecks.length > 0 ? (
                  <ul className={styles.children}>
                    {item.childChecks.map((child) => (
                      <li key={child.id}>
                        <Checkbox
                          checked={child.checked}
                          onChange={(checked) => setAuth(setChild(authData, item, child.id, checked))}
                        >
                          {child.name}
                        </Checkbox>
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
