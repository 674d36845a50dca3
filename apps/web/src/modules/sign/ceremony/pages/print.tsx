import { Button, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { sameOriginPath } from '../ceremony-links.ts';
import styles from '../pdf/pdf.module.css';
import { PdfDocumentView } from '../pdf/pdf-document-view.tsx';

/**
 * pages/public/print?url= (seed 000 §2 "Bluetooth printing"): in a browser the pages are drawn as
 * pictures and printed through the browser's print dialog; Bluetooth printers need the native app.
 */
export default function PrintPage() {
  const [params] = useSearchParams();
  const url = sameOriginPath(params.get('url'), window.location.origin);
  const [ready, setReady] = useState(false);
  return (
    <PageShell
      title="打印"
      footer={
        <Button block color="primary" disabled={!ready} onClick={() => window.print()}>
          {ready ? '打印' : '正在准备打印页面'}
        </Button>
      }
    >
      <NoticeBar content="蓝牙打印仅支持在经纪工作本App中使用；在浏览器中请使用系统打印" wrap color="info" />
      <div className={styles.printRoot}>
        <PdfDocumentView url={url} asImages onAllRendered={() => setReady(true)} />
      </div>
    </PageShell>
  );
}
