import { Tag } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { HouseIcon } from '../../../ui/tab-icons.tsx';
import styles from './listing-card.module.css';
import { EAGER_COVERS, LISTING_COVER, listingCoverSrc } from './listing-cover.ts';

/** What a listing card shows; pages map a row of the list call onto it. */
export type TListingCardView = {
  id: number;
  cover?: string | null;
  title: string;
  /** 3室2厅 · 89㎡ · 南 · 5/18层 */
  summary: string;
  /** Community, district, region. */
  place?: string;
  tags: string[];
  /** 320万 or 3500元/月 */
  price: string;
  /** 35,955元/㎡, or the rent terms. */
  subPrice?: string;
  /** 在售, 已成交 … with a colour. */
  state?: { text: string; color: 'primary' | 'success' | 'warning' | 'danger' | 'default' };
  /** 置顶, 封盘, 锁定, 私盘 … */
  flags?: string[];
  footer?: ReactNode;
};

/**
 * One listing of the house book: cover, community and layout, tags, price. `index`: where it sits in
 * its list; the first cards' covers are the first screen's largest paint, so they load at once and
 * first, the others lazily.
 */
export function ListingCard({
  view,
  index,
  onClick,
}: {
  view: TListingCardView;
  index?: number;
  onClick?: () => void;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const eager = index !== undefined && index < EAGER_COVERS;
  return (
    <button type="button" className={styles.card} onClick={onClick} data-house-id={view.id}>
      <div className={styles.cover}>
        {view.cover && broken !== view.cover ? (
          // A plain <img>: antd-mobile's Image hides it until loaded and cannot ask for a priority.
          <img
            src={listingCoverSrc(view.cover)}
            width={LISTING_COVER.width}
            height={LISTING_COVER.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className={styles.image}
            onError={() => setBroken(view.cover ?? null)}
          />
        ) : (
          <div className={styles.noCover}>
            <HouseIcon color="#b8c4e0" />
          </div>
        )}
        {view.flags?.length ? <span className={styles.flag}>{view.flags[0]}</span> : null}
      </div>
      <div className={styles.main}>
        <div className={styles.title}>{view.title}</div>
        <div className={styles.summary}>{view.summary}</div>
        {view.place ? <div className={styles.summary}>{view.place}</div> : null}
        {view.tags.length > 0 || view.state ? (
          <div className={styles.tags}>
            {view.state ? (
              <Tag color={view.state.color} fill="outline" className={styles.stateTag}>
                {view.state.text}
              </Tag>
            ) : null}
            {view.tags.slice(0, 3).map((t) => (
              <span key={t} className={styles.tag}>
                {t}
              </span>
            ))}
          </div>
        ) : null}
        <div className={styles.priceLine}>
          <span className={styles.price}>{view.price || '价格待定'}</span>
          {view.subPrice ? <span className={styles.subPrice}>{view.subPrice}</span> : null}
        </div>
        {view.footer}
      </div>
    </button>
  );
}
