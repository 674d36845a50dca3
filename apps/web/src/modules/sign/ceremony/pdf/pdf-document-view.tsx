import { Button, ErrorBlock } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import styles from './pdf.module.css';
import { PdfPage } from './pdf-page.tsx';
import { usePdfDocument } from './use-pdf-document.ts';
import { nextZoom, pageScale, ZOOM } from './zoom.ts';

type TProps = {
  url: string | null;
  /** Print mode: every page as a picture at once; `onAllRendered` when the last one is drawn. */
  asImages?: boolean;
  onAllRendered?: () => void;
};

const pageNumbers = (total: number) => Array.from({ length: total }, (_, i) => i + 1);

/** A PDF page after page (each drawn as it nears the screen), with − / + zoom unless printing. */
export function PdfDocumentView({ url, asImages, onAllRendered }: TProps) {
  const state = usePdfDocument(url);
  const boxRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [available, setAvailable] = useState(0);
  const rendered = useRef(new Set<number>());

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setAvailable(Math.max(box.clientWidth - 24, 0));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const total = state.status === 'ready' ? state.doc.numPages : 0;
  const onRendered = useCallback(
    (page: number) => {
      rendered.current.add(page);
      if (total > 0 && rendered.current.size === total) onAllRendered?.();
    },
    [total, onAllRendered],
  );

  return (
    <div ref={boxRef}>
      {state.status === 'loading' ? <LoadingBlock text="文件加载中" /> : null}
      {state.status === 'error' ? (
        <ErrorBlock className={styles.status} status="disconnected" title="无法打开文件" description={state.message} />
      ) : null}
      {state.status === 'ready' && available > 0 ? (
        <>
          {asImages ? null : (
            <nav className={styles.zoom} aria-label="缩放">
              <Button size="mini" disabled={zoom <= ZOOM.min} onClick={() => setZoom((z) => nextZoom(z, -1))}>
                缩小
              </Button>
              <span>{Math.round(zoom * 100)}%</span>
              <Button size="mini" disabled={zoom >= ZOOM.max} onClick={() => setZoom((z) => nextZoom(z, 1))}>
                放大
              </Button>
              <span>共{total}页</span>
            </nav>
          )}
          <div className={styles.pages}>
            {pageNumbers(total).map((n) => (
              <PdfPage
                key={n}
                doc={state.doc}
                pageNumber={n}
                scale={pageScale(available, state.pageWidth, asImages ? 1 : zoom)}
                aspect={state.aspect}
                asImage={asImages}
                onRendered={onRendered}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
