import { MATCH_REASON_NAMES, type TMatchedHouse } from '@awb/contract/customer-rows';
import { nav, withQuery } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { useMatchedHouses } from '../customer.queries.ts';
import styles from './match-list.module.css';

const HOUSE_DETAIL = 'pages/house/detail';

/** 匹配房源: the company's listings that fit the intention, best first, each with why it fits. */
export function MatchList({ customerId }: { customerId: number }) {
  const list = useMatchedHouses(customerId);
  return (
    <InfiniteList
      query={list}
      itemKey={(h) => h.houseId}
      className={styles.list}
      header={(total) => <div className={styles.total}>为客户匹配到 {total} 套房源</div>}
      empty={<EmptyState title="暂无匹配的房源" description="完善客户的意向价格、面积、户型或小区后再看看" />}
      renderItem={(h) => <MatchCard house={h} />}
    />
  );
}

function MatchCard({ house: h }: { house: TMatchedHouse }) {
  const canOpen = isRegisteredPage(HOUSE_DETAIL);
  const price = h.price === null ? '' : h.type === 2 ? `${h.price}元/月` : `${h.price}万`;
  const facts = [h.room ? `${h.room}室${h.hall}厅` : '', h.area === null ? '' : `${h.area}㎡`].filter(Boolean);
  const body = (
    <>
      <div className={styles.top}>
        <div className={styles.main}>
          <div className={styles.title}>
            <span className={styles.type}>{h.type === 2 ? '出租' : '出售'}</span>
            {h.title}
          </div>
          <div className={styles.facts}>
            {[h.communityName, ...facts].join(' · ')}
            {price ? <span className={styles.price}>{price}</span> : null}
          </div>
        </div>
        <div className={styles.score} style={{ ['--score' as string]: h.score }}>
          <strong>{h.score}</strong>
          <span>匹配度</span>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.reasons}>
          {h.reasons.map((r) => (
            <span
              key={r.kind}
              className={styles[`reason_${r.kind}`] ?? styles.reason}
              title={MATCH_REASON_NAMES[r.kind] ?? r.kind}
            >
              ✓ {r.text}
            </span>
          ))}
        </div>
      </div>
    </>
  );
  return canOpen ? (
    <button
      type="button"
      className={styles.card}
      onClick={() => nav.navigateTo(withQuery(HOUSE_DETAIL, { id: h.houseId, type: h.type }))}
    >
      {body}
    </button>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}
