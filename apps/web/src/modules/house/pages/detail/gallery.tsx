import { Image, Swiper } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { SWIPER_VERTICAL_PAGE } from '../../swiper-vertical-link.ts';
import styles from './detail.module.css';

type TPicture = { pictureId: number; url: string; title: string; isCover: boolean };

/** The listing's pictures, cover first, with a 1/N counter; a tap opens the full-screen vertical swiper. */
export function Gallery({ pictures, onSurvey }: { pictures: TPicture[]; onSurvey?: () => void }) {
  const [index, setIndex] = useState(0);
  const [params] = useSearchParams();
  const ordered = [...pictures].sort((a, b) => Number(b.isCover) - Number(a.isCover));
  if (ordered.length === 0) {
    return (
      <div className={styles.noPicture}>
        <PictureOutline className={styles.noPictureIcon} />
        <span>暂无房源图片</span>
        {onSurvey ? (
          <button type="button" onClick={onSurvey}>
            去实勘上传
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <Swiper indicator={() => null} onIndexChange={setIndex} loop={ordered.length > 1}>
        {ordered.map((p, i) => (
          <Swiper.Item key={p.pictureId}>
            <Image
              src={p.url}
              fit="cover"
              width="100%"
              height={260}
              alt={p.title || `房源图片${i + 1}`}
              onClick={() =>
                nav.navigateTo(
                  withQuery(SWIPER_VERTICAL_PAGE, {
                    id: params.get('id') ?? '',
                    type: params.get('type') ?? '',
                    index: i,
                  }),
                )
              }
            />
          </Swiper.Item>
        ))}
      </Swiper>
      <span className={styles.counter}>
        {ordered[index]?.isCover ? '封面 · ' : ''}
        {index + 1}/{ordered.length}
      </span>
    </div>
  );
}
