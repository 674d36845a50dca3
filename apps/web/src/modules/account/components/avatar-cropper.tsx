import { Button, Popup, Slider, Toast } from 'antd-mobile';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
// The cropper's own styles as a file: its default <style> injection is blocked by the CSP (style-src 'self').
import 'react-easy-crop/react-easy-crop.css';
import { cropToJpeg } from '../crop-image.ts';
import styles from './avatar-cropper.module.css';

type TProps = {
  /** An object URL of the picked image; the cropper shows while it is set. */
  image: string | null;
  saving: boolean;
  onCancel: () => void;
  onDone: (jpeg: Blob) => void;
};

/**
 * The avatar cropper (seed 000 §2 "an avatar cropper page"): a full-screen step of set/personal
 * rather than a route, so the picked file never has to travel through the URL.
 */
export function AvatarCropper({ image, saving, onCancel, onDone }: TProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const finish = async () => {
    if (!image || !area) return;
    try {
      onDone(await cropToJpeg(image, area));
    } catch (error) {
      Toast.show({ icon: 'fail', content: (error as Error).message });
    }
  };

  return (
    <Popup
      visible={image !== null}
      position="bottom"
      destroyOnClose
      afterClose={() => {
        setCrop({ x: 0, y: 0 });
        setZoom(1);
      }}
      bodyClassName={styles.body}
    >
      <div className={styles.stage}>
        {image ? (
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            maxZoom={4}
            aspect={1}
            showGrid
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        ) : null}
      </div>
      <div className={styles.zoom}>
        <span>缩放</span>
        <Slider min={1} max={4} step={0.01} value={zoom} onChange={(v) => setZoom(v as number)} />
      </div>
      <div className={styles.bar}>
        <Button fill="none" className={styles.cancel} onClick={onCancel} disabled={saving}>
          取消
        </Button>
        <span className={styles.hint}>拖动或双指缩放调整头像</span>
        <Button color="primary" size="small" className={styles.done} loading={saving} onClick={finish}>
          完成
        </Button>
      </div>
    </Popup>
  );
}
