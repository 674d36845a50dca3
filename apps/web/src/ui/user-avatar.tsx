import { Image } from 'antd-mobile';
import { fileUrl } from '../platform/file-url.ts';
import styles from './user-avatar.module.css';

/**
 * The user's photo (a thumbnail at the size shown: an uploaded photo is often a phone's full-size picture),
 * or the first character of the name on the brand blue when there is none.
 */
export function UserAvatar({ src, name, size = 56 }: { src?: string; name?: string; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src)
    return <Image className={styles.avatar} style={style} src={fileUrl(src, { width: size })} fit="cover" alt="头像" />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} role="img" aria-label="头像">
      {(name ?? '').trim().slice(0, 1) || '我'}
    </span>
  );
}
