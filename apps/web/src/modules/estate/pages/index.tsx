import { catalogueEndpoints } from '@awb/contract/catalogue.contract';
import { ESTATE_PERMISSION } from '@awb/contract/community-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, SearchBar, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import styles from '../estate.module.css';
import { refreshEstate, useCatalogueList, useCommunityList, useOpenCity } from '../estate.queries.ts';
import { communityPlace } from '../estate-format.ts';

/** 小区档案: tabs 我的小区 (the company's communities) and 基础小区 (the shared catalogue). */
export default function EstateIndexPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'base' ? 'base' : 'mine';
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const mayAdd = usePermission(ESTATE_PERMISSION.add);
  return (
    <PageShell
      title="小区档案"
      right={
        mayAdd && tab === 'mine' ? (
          <button type="button" className={styles.link} onClick={() => nav.navigateTo('pages/estate/operation')}>
            新增
          </button>
        ) : undefined
      }
    >
      <div className={styles.top}>
        <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
          <Tabs.Tab title="我的小区" key="mine" />
          <Tabs.Tab title="基础小区" key="base" />
        </Tabs>
        <div className={styles.search}>
          <SearchBar placeholder="搜索小区名称、别名或地址" value={text} onChange={setText} maxLength={30} />
        </div>
      </div>
      {tab === 'mine' ? <MyCommunities keyword={key} /> : <BaseCatalogue keyword={key} mayAdd={mayAdd} />}
    </PageShell>
  );
}

function MyCommunities({ keyword }: { keyword: string }) {
  const list = useCommunityList({ key: keyword, districtId: 0, regionId: 0 });
  return (
    <InfiniteList
      query={list}
      className={styles.list}
      itemKey={(r) => r.communityId}
      header={(total) => <div className={`${styles.total} ${styles.list}`}>共 {totalLabel(total)} 个小区</div>}
      empty={
        <EmptyState
          title={keyword ? '没有找到相关小区' : '还没有小区'}
          description={keyword ? '换个名称试试' : '点右上角新增，或在「基础小区」中一键添加'}
        />
      }
      renderItem={(r) => (
        <button
          type="button"
          className={`${styles.card} ${styles.cardButton}`}
          onClick={() => nav.navigateTo(withQuery('pages/estate/detail', { id: r.communityId }))}
        >
          {r.cover ? (
            <img className={styles.cover} src={r.cover} alt={r.name} />
          ) : (
            <span className={styles.cover}>{r.name.slice(0, 1)}</span>
          )}
          <div className={styles.main}>
            <div className={styles.name}>{r.name}</div>
            <div className={styles.line}>{communityPlace(r)}</div>
            <div className={styles.line}>{r.address || '暂无地址'}</div>
            <div className={styles.tags}>
              {r.houseTypeCount > 0 ? (
                <Tag color="success" fill="outline">
                  {r.houseTypeCount}个户型
                </Tag>
              ) : null}
              {r.pictureCount > 0 ? (
                <Tag color="primary" fill="outline">
                  {r.pictureCount}张图片
                </Tag>
              ) : null}
              {r.catalogueId ? <Tag fill="outline">基础小区</Tag> : null}
            </div>
          </div>
        </button>
      )}
    />
  );
}

function BaseCatalogue({ keyword, mayAdd }: { keyword: string; mayAdd: boolean }) {
  const cityId = useSession().data?.company.cityId ?? 0;
  const open = useOpenCity(cityId);
  const list = useCatalogueList({ cityid: cityId, key: keyword, districtId: 0 }, open.data?.flag === 1);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(0);
  if (open.isPending) return <LoadingBlock />;
  if (open.isError) return <LoadError error={open.error} onRetry={() => void open.refetch()} />;
  if (open.data.flag !== 1) {
    // Say which city (the company's) and what to do instead, not a bare "not open".
    const city = open.data.cityName || '贵公司所在城市';
    return (
      <EmptyState
        title={`${city}暂无基础小区`}
        description={`基础小区库还没有收录${city}的小区，请在「我的小区」中新增小区`}
      />
    );
  }
  const adopt = async (id: number) => {
    setAdding(id);
    try {
      const res = await call(catalogueEndpoints.adopt, { body: { id } }, { loading: '添加中…' });
      Toast.show({ icon: 'success', content: res.msg });
      await refreshEstate(queryClient);
    } finally {
      setAdding(0);
    }
  };
  return (
    <InfiniteList
      query={list}
      className={styles.list}
      itemKey={(r) => r.id}
      header={(total) => (
        <div className={`${styles.total} ${styles.list}`}>
          {open.data?.cityName}共 {totalLabel(total)} 个基础小区
        </div>
      )}
      empty={<EmptyState title="没有找到相关小区" />}
      renderItem={(r) => (
        <div className={styles.card}>
          <div className={styles.main}>
            <div className={styles.name}>{r.name}</div>
            <div className={styles.line}>{communityPlace(r)}</div>
            <div className={styles.line}>
              {r.address} · {r.buildingCount}栋
            </div>
          </div>
          <div className={styles.actions}>
            {r.adoptedCommunityId ? (
              <Button
                size="small"
                fill="outline"
                onClick={() => nav.navigateTo(withQuery('pages/estate/detail', { id: r.adoptedCommunityId }))}
              >
                已添加
              </Button>
            ) : mayAdd ? (
              <Button size="small" color="primary" loading={adding === r.id} onClick={() => void adopt(r.id)}>
                添加
              </Button>
            ) : null}
          </div>
        </div>
      )}
    />
  );
}
