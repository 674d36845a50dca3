import type { TAgentCard, TClientCustomer, TVisit } from '@awb/contract/acquisition-views';
import { CUSTOMER_TYPE_NAMES } from '@awb/contract/customer-enums';
import { Tag } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import { cardColor, stayText } from '../acquisition-format.ts';
import styles from '../pages/acquisition.module.css';

export const CUSTOMER_DETAIL_PAGE = 'pages/cus-acq-admin/customer-detail';

/** The card as the micro-site shows it, in its style's colour. */
export function AgentCardView({ card, onEdit }: { card: TAgentCard; onEdit?: () => void }) {
  return (
    <section className={styles.card} style={{ background: cardColor(card.style) }} aria-label="我的名片">
      <div className={styles.cardTop}>
        <span>
          <span className={styles.cardName}>{card.userName}</span>
          <span className={styles.cardRole}>{card.role}</span>
        </span>
        {onEdit ? (
          <button type="button" className={styles.cardEdit} onClick={onEdit}>
            编辑名片
          </button>
        ) : null}
      </div>
      <div className={styles.cardLine}>{card.company}</div>
      <div className={styles.cardLine}>{card.userPhone || '未填写电话'}</div>
      {card.address ? <div className={styles.cardLine}>{card.address}</div> : null}
    </section>
  );
}

/** One visit: who, what they looked at, how long, when; opens the client. */
export function VisitRow({ visit }: { visit: TVisit }) {
  const stay = stayText(visit.stayedSeconds);
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() => nav.navigateTo(withQuery(CUSTOMER_DETAIL_PAGE, { id: visit.clientCustomerId }))}
    >
      <span className={styles.rowTop}>
        <span className={styles.rowTitle}>{visit.nickName || '访客'}</span>
        <span className={styles.time}>{visit.visitedAt}</span>
      </span>
      <span className={styles.rowLine}>
        {visit.description}
        {stay ? `，停留${stay}` : ''}
      </span>
    </button>
  );
}

/** One client: visits, last visit, and the customer it is associated with. */
export function ClientRow({ client }: { client: TClientCustomer }) {
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() => nav.navigateTo(withQuery(CUSTOMER_DETAIL_PAGE, { id: client.clientCustomerId }))}
    >
      <span className={styles.rowTop}>
        <span className={styles.rowTitle}>{client.nickName || '访客'}</span>
        {client.customerId ? (
          <Tag color="success" fill="outline">
            已关联
          </Tag>
        ) : (
          <Tag color="default" fill="outline">
            未关联
          </Tag>
        )}
      </span>
      <span className={styles.rowLine}>
        访问{client.visitCount}次 · 最近 {client.lastVisitAt}
      </span>
      {client.customerId ? (
        <span className={styles.rowLine}>
          关联客户：{client.customerName}（{CUSTOMER_TYPE_NAMES[client.customerType] ?? ''}）
        </span>
      ) : null}
    </button>
  );
}
