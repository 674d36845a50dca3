import { ErrorBlock, Image, Swiper } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { NO_PICTURE } from '../../../ui/image-list.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SaveImageButton } from '../../../ui/save-image-button.tsx';
import { useListingDetail } from '../../house/house.queries.ts';
import styles from './swiper-vertical.module.css';

type TPicture = { pictureId: number; url: string; title: string; isCover: boolean };

/** The listing's gallery order: cover first, then as stored. */
const galleryOrder = (pictures: TPicture[]) => [...pictures].sort((a, b) => Number(b.isCover) - Number(a.isCover));

/** pages/public/swiper-vertical (swiper-vertical-link.ts): a listing's pictures in a full-screen vertical swiper. */
export default function SwiperVerticalPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || undefined;
  const detail = useListingDetail(houseId, type);
  useEffect(() => {
    document.title = '房源图片';
  }, []);

  if (houseId > 0 && detail.isPending) return <PageLoading />;
  const pictures = galleryOrder(detail.data?.pictures ?? []);
  const start = Math.min(Math.max(Number(params.get('index')) || 0, 0), Math.max(pictures.length - 1, 0));
  return (
    <div className={styles.page}>
      <button type="button" className={styles.close} aria-label="关闭" onClick={nav.navigateBack}>
        <CloseOutline />
      </button>
      {pictures.length === 0 ? (
        <ErrorBlock className={styles.empty} status="empty" title={detail.isError ? '图片加载失败' : NO_PICTURE} />
      ) : (
        <Pictures pictures={pictures} start={start} title={detail.data?.requestData.title ?? ''} />
      )}
    </div>
  );
}

function Pictures({ pictures, start, title }: { pictures: TPicture[]; start: number; title: string }) {
  const [index, setIndex] = useState(start);
  const current = pictures[index] ?? pictures[0];
  return (
    <>
      <div className={styles.counter} aria-live="polite">
        {index + 1}/{pictures.length}
      </div>
      <Swiper
        className={styles.swiper}
        direction="vertical"
        defaultIndex={start}
        indicator={() => null}
        onIndexChange={setIndex}
      >
        {pictures.map((p, i) => (
          <Swiper.Item key={p.pictureId} className={styles.item}>
            <Image
              src={p.url}
              fit="contain"
              width="100%"
              height="100%"
              alt={p.title || `${title}图片${i + 1}`}
              lazy={Math.abs(i - start) > 1}
            />
          </Swiper.Item>
        ))}
      </Swiper>
      <div className={styles.footer}>
        <div className={styles.caption}>
          {current?.isCover ? '封面 · ' : ''}
          {current?.title || title}
        </div>
        {current ? <SaveImageButton url={current.url} /> : null}
        {pictures.length > 1 ? <div className={styles.hint}>上下滑动查看更多</div> : null}
      </div>
    </>
  );
}
