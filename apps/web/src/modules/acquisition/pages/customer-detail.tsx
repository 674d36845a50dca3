import { ACQ_LISTING_TYPE_NAMES } from '@awb/contract/acquisition-constants';
import type { TClientCustomer, TFootprint } from '@awb/contract/acquisition-views';
import { CUSTOMER_TYPE_NAMES } from '@awb/contract/customer-enums';
import { Button, List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { useClient, useFootprints } from '../acquisition.queries.ts';
import { idParam, priceText, stayText } from '../acquisition-format.ts';
import styles from './acquisition.module.css';

function Association({ client }: { client: TClientCustomer }) {
  const associate = () => nav.navigateTo(withQuery('pages/cus-acq-admin/association', { id: client.clientCustomerId }));
  return (
    <section className={styles.panel} aria-label="关联客户">
      <div className={styles.panelHead}>
        关联客户
        <Button size="mini" color="primary" fill="outline" onClick={associate}>
          {client.customerId ? '更换关联' : '关联客户'}
        </Button>
      </div>
      {client.customerId ? (
        <List>
          <List.Item
            description={`${CUSTOMER_TYPE_NAMES[client.customerType] ?? ''} · 关联于 ${client.associatedAt}`}
            onClick={() => nav.navigateTo(withQuery('pages/customer/detail', { customerId: client.customerId }))}
          >
            {client.customerName}
          </List.Item>
        </List>
      ) : (
        <EmptyState title="尚未关联客户" description="关联到私客后，可在客户详情里跟进" />
      )}
    </section>
  );
}

function FootprintRow({ f }: { f: TFootprint }) {
  const stay = stayText(f.stayedSeconds);
  return (
    <button
      type="button"
      className={styles.row}
      disabled={!f.title}
      onClick={() => nav.navigateTo(withQuery('pages/house/detail', { id: f.houseId, type: f.type }))}
    >
      <span className={styles.rowTop}>
        <span className={styles.rowTitle}>{f.title || '房源已删除'}</span>
        <span className={styles.time}>{f.visitedAt}</span>
      </span>
      <span className={styles.rowLine}>
        {ACQ_LISTING_TYPE_NAMES[f.type]} {f.houseCode} {priceText(f.type, f.sellPrice, f.rentPrice)}
        {stay ? ` · 停留${stay}` : ''}
      </span>
    </button>
  );
}

/** A client of the micro-site: who, how often, the associated customer, and the listings viewed. */
function CustomerDetailPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const client = useClient(id);
  const footprints = useFootprints(id);
  return (
    <PageShell title="客户详情">
      <QueryView query={client} isEmpty={(c) => c === null} empty={<EmptyState title="客户不存在或已删除" />}>
        {(c) =>
          c ? (
            <>
              <section className={styles.detailHead}>
                <div className={styles.rowTitle}>{c.nickName || '访客'}</div>
                <div className={styles.rowLine}>
                  手机号：<PhoneLink phone={c.phone}>{c.phone || '未授权'}</PhoneLink>
                </div>
                <div className={styles.rowLine}>
                  访问{c.visitCount}次 · 首次 {c.firstVisitAt} · 最近 {c.lastVisitAt}
                </div>
              </section>
              <Association client={c} />
              <section className={styles.panel} aria-label="浏览足迹">
                <div className={styles.panelHead}>浏览足迹</div>
                <InfiniteList
                  query={footprints}
                  className={styles.list}
                  itemKey={(f) => f.visitId}
                  renderItem={(f) => <FootprintRow f={f} />}
                  empty={<EmptyState title="暂无浏览足迹" />}
                />
              </section>
            </>
          ) : null
        }
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(CustomerDetailPage, '客户详情');
