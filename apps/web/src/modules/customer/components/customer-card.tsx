import {
  CUSTOMER_ATTRIBUTION,
  CUSTOMER_TYPE_NAMES,
  LEVEL_SHORT,
  SEX_NAMES,
  TRANSACTION_STATUS,
} from '@awb/contract/customer-enums';
import type { TCustomerRow } from '@awb/contract/customer-rows';
import { Tag } from 'antd-mobile';
import { intentionParts, outLabel, timeAgo } from '../customer-format.ts';
import { CARD_PRICE_UNIT } from '../customer-options.ts';
import styles from './customer-card.module.css';

const AVATAR_COLORS = ['#5b8bff', '#ff8a3d', '#20b486', '#8f6bff', '#f2617a', '#1ba6d9'];
export const avatarColor = (id: number) => AVATAR_COLORS[id % AVATAR_COLORS.length];

const LEVEL_COLORS: Record<number, string> = { 1: '#f53f3f', 2: '#ff7d00', 3: '#2e64ff', 4: '#86909c' };

/** One customer of a pool: who, what they want (rooms, size, budget, places), tags, holder and activity. */
export function CustomerCard({ customer: c, onClick }: { customer: TCustomerRow; onClick?: () => void }) {
  const parts = intentionParts(c, CARD_PRICE_UNIT[c.customerType] ?? '万');
  const places = [...c.regionNames, ...c.communityNames];
  const isPublic = c.customerAttribution === CUSTOMER_ATTRIBUTION.public;
  const out = isPublic ? '' : outLabel(c.outAt);
  return (
    <button type="button" className={styles.card} onClick={onClick}>
      <div className={styles.head}>
        <div className={styles.avatar} style={{ background: avatarColor(c.customerId) }}>
          {Array.from(c.name)[0] ?? '客'}
        </div>
        <div className={styles.who}>
          <div className={styles.nameLine}>
            <span className={styles.name}>{c.name}</span>
            {c.sex ? <span className={styles.sex}>{SEX_NAMES[c.sex]}</span> : null}
            <Tag className={styles.tag} color="primary" fill="outline">
              {CUSTOMER_TYPE_NAMES[c.customerType]}
            </Tag>
            {LEVEL_SHORT[c.level] ? (
              <Tag className={styles.tag} color={LEVEL_COLORS[c.level]}>
                {LEVEL_SHORT[c.level]}类
              </Tag>
            ) : null}
          </div>
          <div className={styles.phone}>{c.phone}</div>
        </div>
        {c.transactionStatus === TRANSACTION_STATUS.deal ? (
          <span className={styles.deal}>已成交</span>
        ) : c.stateName ? (
          <span className={styles.state}>{c.stateName}</span>
        ) : null}
      </div>
      {parts.length > 0 || places.length > 0 ? (
        <div className={styles.want}>
          {parts.length > 0 ? <div>{parts.join(' · ')}</div> : null}
          {places.length > 0 ? <div className={styles.places}>{places.join('、')}</div> : null}
        </div>
      ) : (
        <div className={styles.wantEmpty}>暂未填写意向</div>
      )}
      {c.tags.length > 0 ? (
        <div className={styles.chips}>
          {c.tags.slice(0, 4).map((t) => (
            <span key={t} className={styles.chipTag}>
              {t}
            </span>
          ))}
        </div>
      ) : null}
      <div className={styles.foot}>
        <span>
          {isPublic ? '公客池' : `维护人 ${c.userName}`}
          {c.lastFollowAt ? ` · ${timeAgo(c.lastFollowAt)}跟进` : ' · 暂无跟进'}
        </span>
        {out ? <span className={styles.out}>{out}</span> : null}
      </div>
    </button>
  );
}
