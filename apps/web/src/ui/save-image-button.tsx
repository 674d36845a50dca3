import { DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { saveImageWithToast } from './save-image-browser.ts';
import styles from './save-image-button.module.css';

/** 保存图片 under a full-screen picture (the viewers' footer and the vertical swiper). */
export function SaveImageButton({ url }: { url: string }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await saveImageWithToast(url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={() => void save()} disabled={busy}>
        <DownlandOutline /> 保存图片
      </button>
    </div>
  );
}
