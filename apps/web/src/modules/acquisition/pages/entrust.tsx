import {
  ACQ_ENTRUSTMENT_STATE_NAMES,
  ACQ_LISTING_TYPE_NAMES,
  ACQ_REQUEST_KIND,
  ACQ_REQUEST_STATE,
} from '@awb/contract/acquisition-constants';
import type { TEntrustment } from '@awb/contract/acquisition-views';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { useEntrustments, useRefreshAcquisition } from '../acquisition.queries.ts';
import { priceText } from '../acquisition-format.ts';
import { settleRequest } from '../components/request-actions.ts';
import { StateTabs } from '../components/state-tabs.tsx';
import styles from './acquisition.module.css';

function EntrustmentRow({ e, onSettled }: { e: TEntrustment; onSettled: () => void }) {
  const settle = async (state: number, prompt: string) => {
    if (await settleRequest(e.entrustmentId, ACQ_REQUEST_KIND.entrustment, state, prompt)) onSettled();
  };
  const facts = [
    e.communityName,
    e.room ? `${e.room}室` : '',
    e.houseArea ? `${e.houseArea}㎡` : '',
    priceText(e.type, e.type === 1 ? e.price : null, e.type === 2 ? e.price : null),
  ].filter(Boolean);
  return (
    <article className={styles.row} aria-label={`委托 ${e.contactName}`}>
      <div className={styles.rowTop}>
        <span className={styles.rowTitle}>
          <Tag color={e.type === 1 ? 'primary' : 'warning'}>{ACQ_LISTING_TYPE_NAMES[e.type]}</Tag> {e.contactName}
        </span>
        <Tag color={e.state === ACQ_REQUEST_STATE.pending ? 'danger' : 'default'} fill="outline">
          {e.stateName}
        </Tag>
      </div>
      <div className={styles.rowLine}>{facts.join(' · ') || '未填写房屋信息'}</div>
      <div className={styles.rowLine}>
        联系电话：<PhoneLink phone={e.contactPhone}>{e.contactPhone || '暂无号码'}</PhoneLink>
      </div>
      {e.remark ? <div className={styles.rowLine}>备注：{e.remark}</div> : null}
      <div className={styles.rowLine}>
        来自 {e.nickName || '访客'} · {e.createdAt}
        {e.handledAt ? ` · 处理于 ${e.handledAt}` : ''}
      </div>
      {e.state === ACQ_REQUEST_STATE.pending ? (
        <div className={styles.actions}>
          <Button size="small" onClick={() => void settle(ACQ_REQUEST_STATE.closed, '是否确定关闭该委托？')}>
            关闭
          </Button>
          <Button
            size="small"
            color="primary"
            onClick={() => void settle(ACQ_REQUEST_STATE.handled, '是否确定已处理该委托？')}
          >
            标记已处理
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** Entrustments (委托) clients sent from the micro-site, by state; a pending one is handled or closed. */
export default function EntrustPage() {
  const [state, setState] = useState(-1);
  const list = useEntrustments(state);
  const refresh = useRefreshAcquisition();
  return (
    <PageShell title="委托管理">
      <StateTabs names={ACQ_ENTRUSTMENT_STATE_NAMES} value={state} onChange={setState} />
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(e) => e.entrustmentId}
        renderItem={(e) => <EntrustmentRow e={e} onSettled={() => void refresh()} />}
        empty={<EmptyState title="暂无委托" description="客户在小程序提交的出售、出租委托会出现在这里" />}
      />
    </PageShell>
  );
}
