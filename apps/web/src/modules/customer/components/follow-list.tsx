import { FOLLOW_CATEGORY, FOLLOW_CATEGORY_NAMES } from '@awb/contract/customer-enums';
import type { TCustomerFollowUp } from '@awb/contract/customer-rows';
import { CapsuleTabs } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { useFollowUps } from '../customer.queries.ts';
import { dateTimeText } from '../customer-format.ts';
import styles from './timeline.module.css';

const CATEGORIES = [FOLLOW_CATEGORY.all, FOLLOW_CATEGORY.normal, FOLLOW_CATEGORY.visit];

/** 跟进记录: a timeline, 15 a page, filtered 全部 / 普通跟进 / 带看. */
export function FollowList({ customerId }: { customerId: number }) {
  const [category, setCategory] = useState<number>(FOLLOW_CATEGORY.all);
  const list = useFollowUps(customerId, category);
  return (
    <>
      <CapsuleTabs className={styles.capsules} activeKey={String(category)} onChange={(k) => setCategory(Number(k))}>
        {CATEGORIES.map((c) => (
          <CapsuleTabs.Tab key={String(c)} title={FOLLOW_CATEGORY_NAMES[c]} />
        ))}
      </CapsuleTabs>
      <InfiniteList
        query={list}
        itemKey={(f) => f.followId}
        className={styles.timeline}
        empty={
          <EmptyState
            title={category === FOLLOW_CATEGORY.visit ? '暂无带看记录' : '暂无跟进记录'}
            description="点击下方「写跟进」记录每一次沟通"
          />
        }
        renderItem={(f) => <FollowItem follow={f} />}
      />
    </>
  );
}

function FollowItem({ follow: f }: { follow: TCustomerFollowUp }) {
  const visit = f.categoryType === FOLLOW_CATEGORY.visit;
  return (
    <div className={styles.item}>
      <span className={visit ? styles.dotVisit : styles.dot} />
      <div className={styles.head}>
        <span className={visit ? styles.kindVisit : styles.kind}>{FOLLOW_CATEGORY_NAMES[f.categoryType]}</span>
        <span className={styles.who}>{f.userName}</span>
        <span className={styles.when}>{dateTimeText(f.createdAt)}</span>
      </div>
      <div className={styles.content}>{f.content}</div>
      {f.houses.length > 0 ? (
        <div className={styles.houses}>带看房源：{f.houses.map((h) => h.title).join('、')}</div>
      ) : null}
    </div>
  );
}
