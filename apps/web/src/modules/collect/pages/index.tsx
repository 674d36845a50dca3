import { CLOUD_TYPE, CLOUD_TYPE_NAMES, COLLECT_MSG } from '@awb/contract/collect-constants';
import { NoticeBar, SearchBar, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { choiceTitle, type TFilterOption } from '../../../ui/list-filter-bar/filter-titles.ts';
import { ListFilterBar } from '../../../ui/list-filter-bar/list-filter-bar.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import styles from '../collect.module.css';
import { useCollectList, useCollectSetting } from '../collect.queries.ts';
import { collectOptions, collectSearch, NO_CHOICE, type TCollectChoice } from '../collect-format.ts';
import { CollectCard } from '../components/collect-card.tsx';

const TABS = [CLOUD_TYPE.sale, CLOUD_TYPE.rent];

/** pages/collect/index: 云出售 and 云出租, listings collected from the portals of the company's cities. */
export default function CollectIndexPage() {
  const [params] = useSearchParams();
  const [cloudtype, setCloudtype] = useState<number>(() =>
    Number(params.get('cloudtype')) === CLOUD_TYPE.rent ? CLOUD_TYPE.rent : CLOUD_TYPE.sale,
  );
  const [choice, setChoice] = useState<TCollectChoice>(NO_CHOICE);
  const [typed, setTyped] = useState('');
  const setting = useCollectSetting();
  const search = useMemo(() => collectSearch(cloudtype, choice), [cloudtype, choice]);
  const list = useCollectList(search);

  const choose = (key: keyof TCollectChoice) => (value: number) => setChoice((c) => ({ ...c, [key]: value }));
  const filter = (key: keyof TCollectChoice, title: string, options: readonly TFilterOption[]) => {
    const value = Number(choice[key]) || 0;
    return {
      kind: 'choice' as const,
      key,
      title: choiceTitle(options, value, title),
      active: value !== 0,
      label: title,
      options,
      value,
      onChange: choose(key),
    };
  };
  const districts = collectOptions.districts(setting.data?.districts ?? []);
  const filtered = JSON.stringify({ ...choice, sort: 0 }) !== JSON.stringify({ ...NO_CHOICE, sort: 0 });

  return (
    <PageShell title="云采集">
      <Tabs
        className={styles.tabs}
        activeKey={String(cloudtype)}
        onChange={(key) => {
          setCloudtype(Number(key));
          // Price bands differ between sale (万元) and rent (元/月).
          setChoice((c) => ({ ...c, price: 0 }));
        }}
      >
        {TABS.map((t) => (
          <Tabs.Tab key={t} title={CLOUD_TYPE_NAMES[t]} />
        ))}
      </Tabs>
      {setting.data && !setting.data.configured ? (
        <NoticeBar
          className={styles.notice}
          color="alert"
          wrap
          content={`${COLLECT_MSG.notConfigured}。以下为此前采集的房源，暂不会更新。`}
        />
      ) : null}
      {setting.data?.configured && setting.data.lastCollectedAt ? (
        <div className={styles.updated}>最近采集 {setting.data.lastCollectedAt}</div>
      ) : null}
      <div className={styles.search}>
        <SearchBar
          placeholder="搜索小区、地址或标题"
          value={typed}
          onChange={setTyped}
          onSearch={(v) => setChoice((c) => ({ ...c, keyword: v }))}
          onClear={() => setChoice((c) => ({ ...c, keyword: '' }))}
        />
      </div>
      <ListFilterBar
        filters={[
          filter('districtId', '区域', districts),
          filter('price', '价格', collectOptions.price(cloudtype)),
          filter('area', '面积', collectOptions.area),
          filter('room', '户型', collectOptions.room),
          filter('source', '来源', collectOptions.source),
          filter('sort', '排序', collectOptions.sort),
        ]}
      />
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(r) => r.id}
        header={(total) => (
          <div className={styles.total}>
            共 {total >= 10000 ? '10000+' : total} 套{CLOUD_TYPE_NAMES[cloudtype]}房源
          </div>
        )}
        renderItem={(r) => <CollectCard row={r} />}
        empty={
          <EmptyState
            title={filtered ? '没有符合条件的房源' : '暂无采集房源'}
            description={
              filtered
                ? '换个条件试试'
                : setting.data?.configured === false
                  ? COLLECT_MSG.notConfigured
                  : '采集服务会定时收录公司所在城市的房源'
            }
          />
        }
      />
    </PageShell>
  );
}
