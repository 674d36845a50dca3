import { Button, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { fitStrokes } from './fit-strokes.ts';
import styles from './signature-canvas.module.css';
import { trimTransparent } from './trim-transparent.ts';

type TProps = {
  /** Called with the drawn signature: a PNG on a transparent background, cropped to the ink. */
  onConfirm: (png: Blob) => void | Promise<void>;
  /** The busy state of the confirm button (while the caller saves). */
  saving?: boolean;
  confirmText?: string;
};

/** Pen width in CSS pixels: thin at speed, thicker when slow, like a brush pen. */
const PEN = { minWidth: 1.2, maxWidth: 3.6, penColor: '#111' } as const;

/**
 * A handwriting pad over signature_pad: the canvas fills its box, is drawn at the device pixel ratio
 * (crisp on phones), keeps the strokes in view (scaled to fit) when the box is resized or the phone
 * turned, and exports a
 * transparent PNG cropped to the ink.
 */
export function SignatureCanvas({ onConfirm, saving, confirmText = '确定' }: TProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { ...PEN, backgroundColor: 'rgba(0,0,0,0)' });
    padRef.current = pad;
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);

    let box = { width: 0, height: 0, ratio: 0 };
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height } = canvas.getBoundingClientRect();
      // Mobile browsers resize on scroll (the address bar): redraw only when the box really changed.
      if (width === 0 || height === 0) return;
      if (width === box.width && height === box.height && ratio === box.ratio) return;
      const strokes = fitStrokes(pad.toData(), box, { width, height });
      box = { width, height, ratio };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setEmpty(true);
  }, []);

  const confirm = async () => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad || pad.isEmpty()) {
      Toast.show({ content: '请先签名' });
      return;
    }
    const png = await trimTransparent(canvas);
    if (!png) {
      Toast.show({ content: '请先签名' });
      return;
    }
    await onConfirm(png);
  };

  return (
    <div className={styles.pad}>
      <div className={styles.sheet}>
        <div className={styles.baseline} />
        {empty ? <div className={styles.hint}>请在此区域内签名</div> : null}
        <canvas ref={canvasRef} className={styles.canvas} aria-label="签名区域" />
      </div>
      <div className={styles.actions}>
        <Button fill="outline" onClick={clear} disabled={saving}>
          清除
        </Button>
        <Button color="primary" onClick={() => void confirm()} loading={saving} disabled={empty}>
          {confirmText}
        </Button>
      </div>
    </div>
  );
}
