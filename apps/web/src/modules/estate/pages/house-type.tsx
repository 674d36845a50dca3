import { communityEndpoints as api } from '@awb/contract/community.contract';
import { ESTATE_PERMISSION, ROOM_FILTER_LABELS } from '@awb/contract/community-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import styles from '../estate.module.css';
import { refreshEstate, useHouseTypes } from '../estate.queries.ts';
import { layoutText } from '../estate-format.ts';

/** House types of a community by room count (0 全部 … 4 四室及以上). */
function HouseTypePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [room, setRoom] = useState(0);
  const list = useHouseTypes(id, room);
  const mayManage = usePermission(ESTATE_PERMISSION.houseTypes);
  const queryClient = useQueryClient();
  const remove = async (typeId: number) => {
    if ((await dialog.confirm({ content: '确定要删除该项户型吗？' })) !== 'confirm') return;
    const res = await call(api.houseTypeDel, { body: { id: typeId } });
    Toast.show({ icon: 'success', content: res.msg });
    await refreshEstate(queryClient);
  };
  return (
    <PageShell
      title="户型"
      footer={
        mayManage ? (
          <Button
            block
            color="primary"
            onClick={() => nav.navigateTo(withQuery('pages/estate/operation-type', { communityId: id }))}
          >
            新增户型
          </Button>
        ) : undefined
      }
    >
      <Tabs activeKey={String(room)} onChange={(k) => setRoom(Number(k))}>
        {ROOM_FILTER_LABELS.map((label, i) => (
          <Tabs.Tab key={String(i)} title={label} />
        ))}
      </Tabs>
      <QueryView query={list} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无户型" />}>
        {(rows) => (
          <div className={styles.section}>
            {rows.map((h) => (
              <div key={h.id} className={styles.typeCard}>
                <button
                  type="button"
                  className={`${styles.typeOpen} ${styles.cardButton}`}
                  onClick={() => nav.navigateTo(withQuery('pages/estate/house-type-detail', { id: h.id }))}
                >
                  {h.picture ? (
                    <img className={styles.typeImg} src={h.picture} alt={h.title} />
                  ) : (
                    <span className={styles.typeImg} />
                  )}
                  <div className={styles.main}>
                    <div className={styles.name}>{h.title}</div>
                    <div className={styles.line}>
                      {layoutText(h)} · {h.houseArea ? `${h.houseArea}㎡` : '面积未填'} · {h.toward || '朝向未填'}
                    </div>
                    <div className={styles.tags}>
                      {h.tags.map((t) => (
                        <Tag key={t} color="success" fill="outline">
                          {t}
                        </Tag>
                      ))}
                    </div>
                  </div>
                </button>
                {mayManage ? (
                  <div className={styles.actions}>
                    <Button size="mini" fill="none" color="danger" onClick={() => void remove(h.id)}>
                      删除
                    </Button>
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(HouseTypePage, '户型');
