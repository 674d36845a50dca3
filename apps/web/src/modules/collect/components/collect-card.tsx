import { COLLECT_SAVE_STATE, COLLECT_SAVE_STATE_NAMES } from '@awb/contract/collect-constants';
import type { TCollectRow } from '@awb/contract/collect-views';
import { Image, Tag } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import styles from '../collect.module.css';
import { floorText, layoutText, priceText, unitPriceText } from '../collect-format.ts';

/** One collected listing in a list: picture, title, layout and place, price, portal and the company's mark. */
export function CollectCard({ row }: { row: TCollectRow }) {
  const line = [
    layoutText(row.room, row.hall, row.toilet),
    `${row.area}㎡`,
    row.toward,
    floorText(row.floor, row.totalFloor),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <button
      type="button"
      className={styles.card}
      aria-label={`采集房源 ${row.title}`}
      onClick={() => nav.navigateTo(withQuery('pages/collect/detail', { id: row.id }))}
    >
      <div className={styles.cover}>
        {row.picture ? (
          <Image src={row.picture} width="100%" height="100%" fit="cover" lazy alt={`${row.village}图片`} />
        ) : (
          <div className={styles.noPicture}>暂无图片</div>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.title}>{row.title || row.village}</div>
        <div className={styles.line}>{line}</div>
        <div className={styles.line}>{[row.districtName, row.village].filter(Boolean).join(' · ')}</div>
        <div className={styles.priceRow}>
          <span className={styles.price}>{priceText(row.cloudtype, row.price)}</span>
          <span className={styles.unit}>{unitPriceText(row.cloudtype, row.unitPrice)}</span>
        </div>
        <div className={styles.tags}>
          <Tag color="primary" fill="outline">
            {row.sourceName}
          </Tag>
          {row.saveState !== COLLECT_SAVE_STATE.none ? (
            <Tag color={row.saveState === COLLECT_SAVE_STATE.converted ? 'success' : 'warning'}>
              {COLLECT_SAVE_STATE_NAMES[row.saveState]}
            </Tag>
          ) : null}
          <span className={styles.unit}>{row.collectedAt} 采集</span>
        </div>
      </div>
    </button>
  );
}
