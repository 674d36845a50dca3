import { Image, Swiper } from 'antd-mobile';
import { useState } from 'react';
import { showImages } from '../../../ui/image-viewer.ts';
import styles from '../collect.module.css';

/** The listing's pictures as a swiper with a counter; a tap opens the full-screen viewer. */
export function CollectPictures({ pictures, title }: { pictures: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  if (pictures.length === 0) {
    return (
      <div className={`${styles.swiper} ${styles.noPicture}`} style={{ background: '#f2f3f5' }}>
        暂无图片
      </div>
    );
  }
  return (
    <div className={styles.hero}>
      <Swiper className={styles.swiper} indicator={() => null} onIndexChange={setIndex}>
        {pictures.map((url, i) => (
          <Swiper.Item key={url}>
            <button
              type="button"
              style={{ display: 'block', width: '100%', height: '100%', padding: 0, border: 0, background: 'none' }}
              onClick={() => showImages(pictures, i)}
            >
              <Image src={url} width="100%" height="100%" fit="cover" alt={`${title}图片${i + 1}`} lazy={i > 1} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <div className={styles.counter} aria-live="polite">
        {index + 1}/{pictures.length}
      </div>
    </div>
  );
}
