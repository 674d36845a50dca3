import { PROMOTION_PAGES, PROMOTION_TABS, PROMOTION_TYPE } from '@awb/contract/promotion-constants';
import type { TPortalState, TPromotionRow } from '@awb/contract/promotion-views';
import { CapsuleTabs, NoticeBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { goBind } from '../components/push-actions.ts';
import { PushButtons } from '../components/push-buttons.tsx';
import { PushRecordLines } from '../components/push-record-lines.tsx';
import { PushStateTag } from '../components/push-state-tag.tsx';
import { usePortalStates, usePushPosts, useRefreshPromotion } from '../promotion.queries.ts';
import { priceText } from '../promotion-format.ts';
import styles from './promotion.module.css';

function Row({ r, portalState, onChanged }: { r: TPromotionRow; portalState?: TPortalState; onChanged: () => void }) {
  const p = r.push;
  return (
    <article className={styles.row} aria-label={`房源 ${r.houseCode}`}>
      <button
        type="button"
        className={styles.rowTop}
        onClick={() => nav.navigateTo(withQuery(PROMOTION_PAGES.house, { houseId: r.houseId }))}
      >
        <span className={styles.rowTitle}>{r.title}</span>
        <PushStateTag state={p.state} name={p.stateName} />
      </button>
      <div className={styles.rowLine}>
        {r.houseCode} · {priceText(r)}
      </div>
      <PushRecordLines
        record={p}
        detail={p.publisherName && p.publisherName !== p.pushedByName ? `发布人 ${p.publisherName}` : ''}
      />
      <div className={styles.actions}>
        <PushButtons
          portal={p.portal}
          houseId={r.houseId}
          state={p.state}
          portalState={portalState}
          onChanged={onChanged}
        />
      </div>
    </article>
  );
}

function PortalList({ portal, type, portalState }: { portal: number; type: number; portalState?: TPortalState }) {
  const list = usePushPosts(portal, type);
  const refresh = useRefreshPromotion();
  return (
    <InfiniteList
      query={list}
      className={styles.list}
      itemKey={(r) => r.houseId}
      renderItem={(r) => <Row r={r} portalState={portalState} onChanged={() => void refresh()} />}
      empty={<EmptyState title="暂无房源" description="房源本中的房源会出现在这里，可推送到平台" />}
    />
  );
}

/**
 * 房源推广 (route pages/promotion/index, docs/promotion.md): tabs 幸福里售房, 幸福里租房, 58安选, 房天下
 * (with a sale/rent switch), 天猫好房售房, 天猫好房租房 (seed 001 §2), 15 listings a page (§9).
 */
export default function PromotionIndexPage() {
  // The tab lives in the address, so that coming back from the bind page lands on it again.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? PROMOTION_TABS[0].key;
  const setTab = (key: string) => setParams({ tab: key }, { replace: true });
  const [ftxType, setFtxType] = useState<number>(PROMOTION_TYPE.sale);
  const states = usePortalStates();
  const current = PROMOTION_TABS.find((t) => t.key === tab) ?? PROMOTION_TABS[0];
  const type = current.type === 0 ? ftxType : current.type;
  const state = states.data?.find((s) => s.portal === current.portal);
  const notice = !state ? '' : !state.bound ? '未绑定账号，点此绑定' : !state.open ? '推广已关闭，点此开启' : '';
  return (
    <PageShell
      title="房源推广"
      right={
        <button type="button" className={styles.more} onClick={() => goBind(current.portal)}>
          平台绑定
        </button>
      }
    >
      <Tabs className={styles.tabs} activeKey={current.key} onChange={setTab} stretch={false}>
        {PROMOTION_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {current.type === 0 ? (
        <CapsuleTabs activeKey={String(ftxType)} onChange={(k) => setFtxType(Number(k))}>
          <CapsuleTabs.Tab key={String(PROMOTION_TYPE.sale)} title="出售" />
          <CapsuleTabs.Tab key={String(PROMOTION_TYPE.rent)} title="出租" />
        </CapsuleTabs>
      ) : null}
      {notice ? (
        <NoticeBar content={`${state?.portalName}${notice}`} color="alert" onClick={() => goBind(current.portal)} />
      ) : null}
      {state && !state.configured ? (
        <NoticeBar content={`${state.portalName}推送服务未配置，请联系管理员`} color="info" />
      ) : null}
      <PortalList key={`${current.portal}-${type}`} portal={current.portal} type={type} portalState={state} />
    </PageShell>
  );
}
