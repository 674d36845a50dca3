import { communityEndpoints as api } from '@awb/contract/community.contract';
import { ESTATE_PERMISSION, ROOM_FILTER_LABELS } from '@awb/contract/community-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { openCommunityDeleteDialog } from '../community-delete.ts';
import { Nearby } from '../components/nearby.tsx';
import styles from '../estate.module.css';
import { refreshEstate, useCommunityDetail } from '../estate.queries.ts';
import { communityPlace, orNone } from '../estate-format.ts';

/** Community detail: cover, counts, facts, house types, pictures, nearby places and the actions. */
function EstateDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useCommunityDetail(id);
  const queryClient = useQueryClient();
  const mayEdit = usePermission(ESTATE_PERMISSION.edit);
  const mayDelete = usePermission(ESTATE_PERMISSION.delete);
  const [menu, setMenu] = useState(false);

  /**
   * Seed 001 §4: the house count is checked first; with listings the delete dialog (its own route) says
   * how many and what to do, and answers 'confirm' only if none are left by then.
   */
  const remove = async () => {
    const { data } = await call(api.communityHouseCount, { query: { communityId: id } });
    if (data.count > 0) {
      if ((await openCommunityDeleteDialog(id)) !== 'confirm') return;
    } else if ((await dialog.confirm({ content: '确定要删除该项吗' })) !== 'confirm') return;
    const res = await call(api.companyCommunityDelete, { body: { communityId: id } });
    Toast.show({ icon: 'success', content: res.msg });
    await refreshEstate(queryClient);
    setTimeout(() => nav.navigateBack(), 1500);
  };

  return (
    <PageShell
      title="小区详情"
      background="#f5f6f8"
      right={
        mayEdit || mayDelete ? (
          <button type="button" className={styles.link} onClick={() => setMenu(true)}>
            更多
          </button>
        ) : undefined
      }
    >
      <QueryView query={detail}>
        {(c) => (
          <>
            <div className={styles.hero}>
              {c.cover ? <img src={c.cover} alt={c.name} /> : null}
              <div className={styles.heroText}>
                <h1>{c.name}</h1>
                <div>{communityPlace(c)}</div>
              </div>
            </div>
            <div className={styles.section}>
              <div className={styles.counts}>
                <div>
                  <strong>{c.houseCount}</strong>在售/在租房源
                </div>
                <div>
                  <strong>{c.houseTypeCounts[0] ?? 0}</strong>户型
                </div>
                <div>
                  <strong>{c.buildingCount}</strong>楼栋
                </div>
                <div>
                  <strong>{c.pictures.length}</strong>图片
                </div>
              </div>
            </div>
            <div className={styles.section}>
              <div className={styles.sectionHead}>
                基本信息
                <button type="button" onClick={() => nav.navigateTo(withQuery('pages/estate/other-record', { id }))}>
                  变更记录
                </button>
              </div>
              <dl className={styles.facts}>
                {(
                  [
                    ['别名', orNone(c.otherName)],
                    ['建成年代', orNone(c.years, '年')],
                    ['开发商', orNone(c.buildingCompany)],
                    ['绿化率', orNone(c.green, '%')],
                    ['物业公司', orNone(c.propertyCompany)],
                    ['物业费', orNone(c.propertyfee, '元/㎡·月')],
                    ['对口小学', orNone(c.primarySchool)],
                    ['对口中学', orNone(c.middleSchool)],
                    ['地址', orNone(c.address)],
                    ['备注', orNone(c.remark)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className={styles.section}>
              <div className={styles.sectionHead}>
                户型
                <button type="button" onClick={() => nav.navigateTo(withQuery('pages/estate/house-type', { id }))}>
                  全部户型 ›
                </button>
              </div>
              <div className={styles.muted}>
                {ROOM_FILTER_LABELS.slice(1)
                  .map((label, i) => `${label} ${c.houseTypeCounts[i + 1] ?? 0}`)
                  .join(' · ')}
              </div>
            </div>
            <div className={styles.section}>
              <div className={styles.sectionHead}>
                小区图片
                <button type="button" onClick={() => nav.navigateTo(withQuery('pages/estate/operation-image', { id }))}>
                  管理图片 ›
                </button>
              </div>
              {c.pictures.length > 0 ? (
                <div className={styles.pictures}>
                  {c.pictures.slice(0, 6).map((p) => (
                    <div key={p.pictureId} className={styles.picture}>
                      <img src={p.url} alt="小区图片" />
                      {p.isCover ? <span className={styles.coverMark}>封面</span> : null}
                    </div>
                  ))}
                </div>
              ) : (
                <div className={styles.muted}>暂无图片</div>
              )}
            </div>
            <div className={styles.section}>
              <div className={styles.sectionHead}>
                周边配套
                <button type="button" onClick={() => nav.navigateTo(withQuery('pages/public/map', { id }))}>
                  {c.longitude !== null ? '查看地图 ›' : '标注位置 ›'}
                </button>
              </div>
              <Nearby communityId={id} located={c.longitude !== null && c.latitude !== null} />
            </div>
            <div style={{ height: 24 }} />
          </>
        )}
      </QueryView>
      <ActionSheet
        visible={menu}
        onClose={() => setMenu(false)}
        cancelText="取消"
        actions={[
          ...(mayEdit
            ? [
                {
                  key: 'edit',
                  text: '编辑小区',
                  onClick: () => nav.navigateTo(withQuery('pages/estate/operation', { id })),
                },
              ]
            : []),
          ...(mayDelete ? [{ key: 'delete', text: '删除小区', danger: true, onClick: () => void remove() }] : []),
        ]}
        onAction={() => setMenu(false)}
      />
      {detail.isError ? (
        <Button block onClick={() => nav.navigateBack()}>
          返回
        </Button>
      ) : null}
    </PageShell>
  );
}

export default withRequiredParams(EstateDetailPage, '小区详情');
