import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { LocalBinaryDataFactory, PDF_ASSETS } from './pdf-assets.ts';

GlobalWorkerOptions.workerSrc = PDF_ASSETS.workerUrl;

/**
 * Opens a PDF of this server with pdf.js under the app's CSP: no eval (`isEvalSupported: false`), no
 * WebAssembly (the CSP has no 'wasm-unsafe-eval'; our PDFs carry no JPX or JBIG2 images), CMaps and
 * standard fonts from the bundle (`useSystemFonts: false`: the same glyphs on every phone).
 */
export function loadPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => void } {
  const task = getDocument({
    url,
    isEvalSupported: false,
    useWasm: false,
    useSystemFonts: false,
    cMapUrl: '/cmaps/',
    cMapPacked: true,
    standardFontDataUrl: '/standard_fonts/',
    BinaryDataFactory: LocalBinaryDataFactory,
    useWorkerFetch: false,
    withCredentials: false,
  });
  return { promise: task.promise, destroy: () => void task.destroy() };
}
