import { COMMUNITY_MSG } from '@awb/contract/community-fields';
import { NEARBY_TYPES, type TNearbyKind } from '@awb/contract/community-shapes';
import { Tabs, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { LoadingBlock } from '../../../ui/query-view.tsx';
import styles from '../estate.module.css';
import { useNearby } from '../estate.queries.ts';
import { distanceText } from '../estate-format.ts';

/** Nearby places of a community, tabs 交通 / 教育 / 医疗 / 生活 / 休闲 (seed 001 §2), from the maps service. */
export function Nearby({ communityId, located }: { communityId: number; located: boolean }) {
  const [kind, setKind] = useState<TNearbyKind>('traffic');
  const query = useNearby(communityId, kind, located);
  const failed = query.data?.configured && query.data.status !== '1';
  useEffect(() => {
    // Seed 001 §8: a status other than 1 toasts 获取周边数据异常: and the info text.
    if (failed) Toast.show({ content: `${COMMUNITY_MSG.nearbyFailed}${query.data?.info ?? ''}` });
  }, [failed, query.data?.info]);
  return (
    <>
      <Tabs activeKey={kind} onChange={(k) => setKind(k as TNearbyKind)}>
        {NEARBY_TYPES.map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      {!located ? (
        <div className={styles.muted}>{COMMUNITY_MSG.noLocation}</div>
      ) : query.isPending ? (
        <LoadingBlock />
      ) : query.data && !query.data.configured ? (
        <div className={styles.muted}>{COMMUNITY_MSG.mapKeyMissing}</div>
      ) : query.data && query.data.pois.length > 0 ? (
        query.data.pois.map((p) => (
          <div key={p.id || p.name} className={styles.poi}>
            <span>{p.name}</span>
            <span className={styles.line}>{distanceText(p.distance)}</span>
          </div>
        ))
      ) : (
        <div className={styles.muted}>{failed ? '暂无数据' : '附近暂无相关地点'}</div>
      )}
    </>
  );
}
