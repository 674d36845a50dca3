import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authStore } from '../../../../platform/auth-store.ts';
import { copyWithMessage } from '../../../../platform/clipboard.ts';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { shareLink } from '../ceremony.queries.ts';
import { CEREMONY_PAGE, sameOriginPath, shareAddress } from '../ceremony-links.ts';
import { PdfDocumentView } from '../pdf/pdf-document-view.tsx';

/**
 * pages/public/pdf-viewer?url=&title=&type=pdf (seed 000 §2): a PDF of this server with pdf.js, zoom,
 * 打印 and 分享. Sharing asks the server for a signed link that lasts 72 hours (with `contractId` and a
 * login), else shares the link it was opened with (itself signed and expiring), and copies the
 * viewer's address (复制成功).
 */
export default function PdfViewerPage() {
  const [params] = useSearchParams();
  const url = sameOriginPath(params.get('url'), window.location.origin);
  const title = params.get('title')?.trim() || '查看文件';
  const contractId = Number(params.get('contractId') ?? 0);
  const [sharing, setSharing] = useState(false);

  const share = async () => {
    if (!url) return;
    setSharing(true);
    try {
      let link = url;
      if (Number.isInteger(contractId) && contractId > 0 && authStore.headers()) {
        link = (await shareLink(contractId)).url;
      }
      const copied = await copyWithMessage(shareAddress(window.location.origin, import.meta.env.BASE_URL, link, title));
      Toast.show({ icon: copied.ok ? 'success' : undefined, content: copied.message });
    } catch {
      // The request layer has shown why.
    } finally {
      setSharing(false);
    }
  };

  return (
    <PageShell
      title={title}
      right={
        url ? (
          <span>
            <Button size="mini" fill="none" onClick={() => nav.navigateTo(withQuery(CEREMONY_PAGE.print, { url }))}>
              打印
            </Button>
            <Button size="mini" fill="none" color="primary" loading={sharing} onClick={() => void share()}>
              分享
            </Button>
          </span>
        ) : null
      }
      background="#f0f1f3"
    >
      <PdfDocumentView url={url} />
    </PageShell>
  );
}
