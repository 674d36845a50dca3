import { SIGN_MSG } from '@awb/contract/sign-constants';
import type { TSignature } from '@awb/contract/sign-views';
import { Button, Image, Tag } from 'antd-mobile';
import styles from '../sign.module.css';

type TProps = {
  item: TSignature;
  /** Seals show a square picture, signatures a wide one. */
  wide?: boolean;
  onEditKeeper?: () => void;
  onDelete?: () => void;
};

/** One seal or signature: its transparent picture, keeper, expiry (or the seed's expired text) and actions. */
export function SealCard({ item, wide, onEditKeeper, onDelete }: TProps) {
  // A seal is known by its type, a signature by whose it is.
  const title = wide ? item.name : item.sealTypeName;
  return (
    <article className={styles.sealCard} aria-label={title}>
      <div className={wide ? styles.signatureImage : styles.sealImage}>
        <Image src={item.url} alt={title} fit="contain" lazy />
      </div>
      <div className={styles.sealBody}>
        <div className={styles.sealTitle}>
          {title}
          {item.expired ? (
            <Tag color="danger" fill="outline">
              已过期
            </Tag>
          ) : null}
        </div>
        {wide ? null : <div className={styles.sealMeta}>经办人：{item.name}</div>}
        <div className={styles.sealMeta}>有效期至：{item.expireAt.slice(0, 10)}</div>
        {item.expired ? (
          <div className={styles.expired}>
            {item.expiredText}
            {item.expiredText.includes(SIGN_MSG.goPc) ? '' : `，${SIGN_MSG.goPc}`}
          </div>
        ) : null}
        <div className={styles.sealActions}>
          {onEditKeeper ? (
            <Button size="mini" fill="outline" color="primary" onClick={onEditKeeper}>
              修改经办人
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="mini" fill="outline" color="danger" onClick={onDelete}>
              删除
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
