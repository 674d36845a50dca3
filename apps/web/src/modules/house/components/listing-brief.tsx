import { LISTING_TYPE_NAMES } from '@awb/contract/housing-options';
import { useListingDetail } from '../house.queries.ts';
import { dotJoin, layoutText, trimNumber, wanText } from '../house-format.ts';
import styles from './listing-brief.module.css';

/** The listing a team or state page acts on: code, community, layout, price. */
export function ListingBrief({ houseId }: { houseId: number }) {
  const detail = useListingDetail(houseId);
  const d = detail.data?.requestData;
  if (!d) return <div className={styles.brief} aria-busy="true" />;
  const price = d.sellPrice !== null ? wanText(d.sellPrice) : d.rentPrice ? `${trimNumber(d.rentPrice)}元/月` : '';
  return (
    <div className={styles.brief}>
      <span className={styles.type}>{LISTING_TYPE_NAMES[d.type]}</span>
      <div className={styles.main}>
        <b>{d.communityInfo.communityName}</b>
        <span>
          {dotJoin(d.houseCode, layoutText(d.room, d.hall, d.showerRoom), `${trimNumber(d.houseArea)}㎡`, d.stateName)}
        </span>
      </div>
      <span className={styles.price}>{price}</span>
    </div>
  );
}
