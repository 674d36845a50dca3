import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { loadPdf } from './load-pdf.ts';

export type TPdfState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; doc: PDFDocumentProxy; pageWidth: number; aspect: number };

/** Why a PDF did not open, in words: an expired or forged link answers 404. */
function failure(error: unknown): string {
  const name = (error as { name?: string })?.name ?? '';
  const status = (error as { status?: number })?.status ?? 0;
  if (name === 'ResponseException' && status === 404) return '文件不存在或链接已过期';
  if (name === 'InvalidPDFException') return '文件不是有效的PDF';
  return '文件加载失败，请检查网络后重试';
}

/** Opens a PDF link with pdf.js; the first page's size sets the zoom's 100% (the page fits the screen). */
export function usePdfDocument(url: string | null): TPdfState {
  const [state, setState] = useState<TPdfState>({ status: 'loading' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'error', message: '下载地址无效' });
      return;
    }
    setState({ status: 'loading' });
    const task = loadPdf(url);
    let live = true;
    task.promise
      .then(async (doc) => {
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (live) setState({ status: 'ready', doc, pageWidth: first.width, aspect: first.height / first.width });
      })
      .catch((error: unknown) => live && setState({ status: 'error', message: failure(error) }));
    return () => {
      live = false;
      task.destroy();
    };
  }, [url]);
  return state;
}
