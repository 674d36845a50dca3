import { type PDFDocumentProxy, TextLayer } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import styles from './pdf.module.css';

type TProps = {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels per PDF point. */
  scale: number;
  /** The first page's aspect (height / width): the box a page keeps before it is drawn. */
  aspect: number;
  /** Picture mode (print): a plain image of the page, no text layer. */
  asImage?: boolean;
  onRendered?: (pageNumber: number) => void;
};

/**
 * One page, drawn when it first comes near the screen (and again after a zoom): a canvas at the
 * device's pixel ratio with pdf.js's text layer over it (selectable, searchable text).
 */
export function PdfPage({ doc, pageNumber, scale, aspect, asImage, onRendered }: TProps) {
  const boxRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(asImage === true);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [image, setImage] = useState('');

  useEffect(() => {
    if (near) return;
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let cleanup = () => {};
    void (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      setSize({ width: viewport.width, height: viewport.height });
      const canvas = asImage ? document.createElement('canvas') : canvasRef.current;
      if (!canvas) return;
      // Printed pictures need more dots than the screen: at least 3 device pixels per CSS pixel.
      const ratio = asImage ? 3 : Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      let textLayer: TextLayer | null = null;
      cleanup = () => {
        task.cancel();
        textLayer?.cancel();
      };
      try {
        await task.promise;
      } catch {
        return; // cancelled by a newer zoom or by leaving the page
      }
      if (cancelled) return;
      if (asImage) {
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
        if (!blob || cancelled) return;
        setImage(URL.createObjectURL(blob));
      } else if (textRef.current) {
        textRef.current.replaceChildren();
        textLayer = new TextLayer({
          textContentSource: page.streamTextContent(),
          container: textRef.current,
          viewport,
        });
        await textLayer.render().catch(() => undefined);
      }
      if (!cancelled) onRendered?.(pageNumber);
    })();
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [doc, pageNumber, scale, near, asImage, onRendered]);

  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  const width = size?.width ?? 0;
  const style = size
    ? {
        width: `${size.width}px`,
        height: `${size.height}px`,
        ['--scale-factor' as string]: scale,
        ['--user-unit' as string]: 1,
        ['--total-scale-factor' as string]: scale,
      }
    : { aspectRatio: `1 / ${aspect}` };
  if (asImage) {
    return image ? (
      <img className={styles.printPage} src={image} alt={`第${pageNumber}页`} />
    ) : (
      <div
        className={styles.placeholder}
        style={{ aspectRatio: `1 / ${aspect}` }}
        role="img"
        aria-label={`第${pageNumber}页 加载中`}
      />
    );
  }
  return (
    <section ref={boxRef} className={styles.page} style={style} data-page={pageNumber} aria-label={`第${pageNumber}页`}>
      <canvas ref={canvasRef} className={styles.canvas} style={width ? { width: `${width}px` } : undefined} />
      <div ref={textRef} className={styles.textLayer} />
    </section>
  );
}
