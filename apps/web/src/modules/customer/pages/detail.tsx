import {
  CUSTOMER_ATTRIBUTION,
  CUSTOMER_TYPE,
  CUSTOMER_TYPE_NAMES,
  LEVEL_SHORT,
  SEX_NAMES,
  TRANSACTION_STATUS,
} from '@awb/contract/customer-enums';
import { PRICE_UNIT } from '@awb/contract/customer-form';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { ActionSheet, Button, Tabs } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { EditSOutline, FileOutline, HistogramOutline, PhoneFill, RightOutline, UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SIGN_START_PAGE, useMayStartSigning } from '../../../platform/may-start-signing.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { FollowList } from '../components/follow-list.tsx';
import { MatchList } from '../components/match-list.tsx';
import { RecordList } from '../components/record-list.tsx';
import { useCustomerDetail } from '../customer.queries.ts';
import { dateText, intentionParts, outLabel, timeAgo } from '../customer-format.ts';
import { useCustomerMoves } from '../use-customer-actions.ts';
import styles from './detail.module.css';

const TAB_KEY = 'customer:detail-tab';

/** 客户详情: who, what they want, the follow-ups, matching listings and changes; the pool moves below. */
function CustomerDetailPage() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customerId')) || 0;
  const detail = useCustomerDetail(customerId);
  return <QueryView query={detail}>{(c) => <Detail customer={c} />}</QueryView>;
}

function Detail({ customer: c }: { customer: TCustomerDetail }) {
  const [tab, setTab] = useState(() => sessionStorage.getItem(TAB_KEY) ?? 'follow');
  const [moreOpen, setMoreOpen] = useState(false);
  const moves = useCustomerMoves(c);
  const maySign = useMayStartSigning();
  const a = c.actions;
  const isPublic = c.customerAttribution === CUSTOMER_ATTRIBUTION.public;
  const dealt = c.transactionStatus === TRANSACTION_STATUS.deal;
  const main = c.customerInfo[0];
  const open = (page: string) => nav.navigateTo(withQuery(`pages/customer/${page}`, { customerId: c.customerId }));
  const unit = PRICE_UNIT[c.customerType] ?? '万';
  const parts = intentionParts(c, unit);
  const places = [...c.regionNames, ...c.communityList.map((x) => x.communityName)];
  const out = isPublic ? '' : outLabel(c.outAt);

  const pickFirst = isPublic && a.pickUp;
  const more: Action[] = [
    ...(pickFirst && a.followUp ? [{ key: 'follow', text: '写跟进', onClick: () => open('write-follow') }] : []),
    ...(a.edit ? [{ key: 'edit', text: '编辑客户', onClick: moves.edit }] : []),
    ...(a.changeState ? [{ key: 'state', text: '修改状态', onClick: () => open('update-status') }] : []),
    ...(a.deal ? [{ key: 'deal', text: dealt ? '取消成交' : '成交', onClick: moves.toggleDeal }] : []),
    ...(a.toPublic ? [{ key: 'public', text: '转为公客', onClick: moves.toPublic }] : []),
    ...(a.assign ? [{ key: 'assign', text: isPublic ? '分配公客' : '分配客户', onClick: moves.assign }] : []),
    ...(maySign
      ? [
          {
            key: 'sign',
            text: '发起签约',
            onClick: () => nav.navigateTo(withQuery(SIGN_START_PAGE, { customerId: c.customerId })),
          },
        ]
      : []),
    ...(a.delete ? [{ key: 'delete', text: '删除客户', danger: true, onClick: moves.remove }] : []),
  ];

  const footer = (
    <div className={styles.footer}>
      {more.length > 0 ? (
        <button type="button" className={styles.more} onClick={() => setMoreOpen(true)}>
          <span className={styles.moreDots}>···</span>
          更多
        </button>
      ) : null}
      {c.phoneVisible && main ? (
        <PhoneLink className={styles.call} phone={main.phone}>
          <PhoneFill /> 打电话
        </PhoneLink>
      ) : null}
      {pickFirst ? (
        <Button className={styles.primary} color="primary" loading={moves.busy} onClick={moves.pickUp}>
          拣入私客
        </Button>
      ) : a.followUp ? (
        <Button className={styles.primary} color="primary" onClick={() => open('write-follow')}>
          <EditSOutline /> 写跟进
        </Button>
      ) : null}
    </div>
  );

  return (
    <PageShell title="客户详情" footer={footer}>
      <section className={styles.hero}>
        <div className={styles.heroTop}>
          <div className={styles.avatar}>{Array.from(main?.name ?? '客')[0]}</div>
          <div className={styles.who}>
            <div className={styles.name}>
              {main?.name}
              {main?.sex ? <small>{SEX_NAMES[main.sex]}</small> : null}
            </div>
            <div className={styles.badges}>
              <span>{isPublic ? '公客' : '私客'}</span>
              <span>{CUSTOMER_TYPE_NAMES[c.customerType]}</span>
              {LEVEL_SHORT[c.level] ? <span>{LEVEL_SHORT[c.level]}类客户</span> : null}
              <span className={dealt ? styles.dealBadge : undefined}>{dealt ? '已成交' : c.stateName}</span>
            </div>
          </div>
        </div>
        <div className={styles.phoneLine}>
          <span>{main?.phone}</span>
          {c.customerInfo.length > 1 ? (
            <span className={styles.others}>另有{c.customerInfo.length - 1}位联系人</span>
          ) : null}
        </div>
        <div className={styles.stats}>
          <div>
            <strong>{c.followCount}</strong>
            <span>跟进</span>
          </div>
          <div>
            <strong>{c.visitCount}</strong>
            <span>带看</span>
          </div>
          <div>
            <strong>{c.lastFollowAt ? timeAgo(c.lastFollowAt) : '—'}</strong>
            <span>最近跟进</span>
          </div>
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <span>{c.customerType === CUSTOMER_TYPE.rent ? '租房意向' : '购房意向'}</span>
          <button type="button" onClick={() => open('detail-intention')}>
            全部 <RightOutline />
          </button>
        </div>
        {parts.length || places.length ? (
          <>
            <div className={styles.wantLine}>{parts.join(' · ') || '户型、面积、价格不限'}</div>
            {places.length ? <div className={styles.places}>{places.join('、')}</div> : null}
          </>
        ) : (
          <div className={styles.muted}>暂未填写意向，完善后可为客户匹配房源</div>
        )}
        {c.tags.length ? (
          <div className={styles.tags}>
            {c.tags.map((t) => (
              <span key={t}>{t}</span>
            ))}
          </div>
        ) : null}
        <div className={styles.holder}>
          {isPublic ? `${dateText(c.publicAt)} 转入公客池` : `维护人 ${c.userName} · ${dateText(c.holdSince)} 起`}
          {out ? <span className={styles.out}>{out}</span> : null}
        </div>
      </section>

      <section className={styles.entries}>
        <button type="button" onClick={() => open('detail-means')}>
          <UserOutline style={{ color: '#2e64ff', background: '#edf2ff' }} />
          客户资料
        </button>
        <button type="button" onClick={() => open('detail-intention')}>
          <FileOutline style={{ color: '#ff7d00', background: '#fff3e6' }} />
          {c.customerType === CUSTOMER_TYPE.rent ? '租房意向' : '购房意向'}
        </button>
        <button type="button" onClick={() => open('customer-portrait')}>
          <HistogramOutline style={{ color: '#00a870', background: '#e8f8f0' }} />
          客户画像
        </button>
      </section>

      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => {
          sessionStorage.setItem(TAB_KEY, key);
          setTab(key);
        }}
      >
        <Tabs.Tab key="follow" title="跟进记录" />
        <Tabs.Tab key="match" title="匹配房源" />
        <Tabs.Tab key="record" title="变更记录" />
      </Tabs>
      <div className={styles.tabBody}>
        {tab === 'follow' ? <FollowList customerId={c.customerId} /> : null}
        {tab === 'match' ? <MatchList customerId={c.customerId} /> : null}
        {tab === 'record' ? <RecordList customerId={c.customerId} /> : null}
      </div>

      <ActionSheet
        visible={moreOpen}
        actions={more}
        cancelText="取消"
        onClose={() => setMoreOpen(false)}
        onAction={() => setMoreOpen(false)}
      />
    </PageShell>
  );
}

export default withRequiredParams(CustomerDetailPage, '客户详情', ['customerId']);
