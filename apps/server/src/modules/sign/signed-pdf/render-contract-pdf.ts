import PDFDocument from 'pdfkit';
import { drawAuditPage } from './audit-page.ts';
import { drawSealStrip, sliceSeal } from './cross-page-seal.ts';
import { drawFooter, qrRuns } from './pdf-footer.ts';
import { CONTENT_WIDTH, contractFont, FONT, openImage, PAGE, type TPdfImage, TYPE } from './pdf-page.ts';
import { drawSignatureBlock } from './signature-block.ts';
import type { TContractPdfInput } from './signed-pdf.types.ts';

/**
 * Renders the contract: A4, the title, the party block and the clauses of the frozen
 * content, each signature block after its anchor clause, then the audit page; every page gets a
 * footer (contract number, 第 x 页 / 共 y 页, QR of the verification page) and, when the template
 * asks, its strip of the cross-page seal. The result is unsigned: signContractPdf signs it.
 */
export async function renderContractPdf(input: TContractPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { ...PAGE.margin },
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: input.contractNo, Creator: 'Agency Workbook', Producer: 'Agency Workbook' },
    pdfVersion: '1.7',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(FONT, contractFont());

  // One image object per distinct picture, however often it is placed.
  const opened = new Map<Buffer, TPdfImage>();
  const open = (png: Buffer) => {
    let image = opened.get(png);
    if (!image) {
      image = openImage(doc, png);
      opened.set(png, image);
    }
    return image;
  };

  doc.font(FONT).fontSize(TYPE.title).fillColor('#000000');
  doc.text(input.title, { align: 'center', width: CONTENT_WIDTH });
  doc.moveDown(1);
  for (const section of input.sections) {
    if (section.heading) {
      doc.moveDown(0.4).fontSize(TYPE.heading).text(section.heading, { width: CONTENT_WIDTH });
      doc.moveDown(0.2);
    }
    doc.fontSize(TYPE.body);
    for (const paragraph of section.paragraphs) {
      doc.text(paragraph, { width: CONTENT_WIDTH, lineGap: 3, paragraphGap: 4 });
    }
    const areas = input.signatureAreas.filter((a) => a.anchor === section.id);
    if (areas.length > 0) drawSignatureBlock(doc, areas, input.marks, open);
  }
  const anchored = new Set(input.sections.map((s) => s.id));
  const orphans = input.signatureAreas.filter((a) => !anchored.has(a.anchor));
  // An area whose anchor clause is absent still signs: at the end of the body, never dropped.
  if (orphans.length > 0) drawSignatureBlock(doc, orphans, input.marks, open);

  drawAuditPage(doc, {
    contractNo: input.contractNo,
    contentHash: input.contentHash,
    events: input.events,
    renderedAt: input.renderedAt ?? new Date(),
  });

  const range = doc.bufferedPageRange();
  const qr = qrRuns(input.verifyUrl);
  const strips =
    input.layout?.crossPageSeal && input.crossPageSealPng ? await sliceSeal(input.crossPageSealPng, range.count) : null;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    drawFooter(doc, { contractNo: input.contractNo, page: i + 1, pages: range.count, qr });
    if (strips) drawSealStrip(doc, strips[i] as Buffer, range.count);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
