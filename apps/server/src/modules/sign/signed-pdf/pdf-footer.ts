import QRCode from 'qrcode';
import { FONT, PAGE, TYPE } from './pdf-page.ts';

/** Side of the footer QR code in points (≈ 20 mm: phones read it from paper). */
export const QR_SIZE = 58;

/** Dark modules of the QR code as horizontal runs: far fewer rectangles than one per module. */
export function qrRuns(url: string): { size: number; runs: Array<[number, number, number]> } {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const runs: Array<[number, number, number]> = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && qr.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size, runs };
}

/**
 * Writes the footer of one page: contract number on the left, 第 x 页 / 共 y 页 in the middle,
 * the QR of the verification page on the right, drawn as vector squares (sharp at any zoom).
 */
export function drawFooter(
  doc: PDFKit.PDFDocument,
  input: { contractNo: string; page: number; pages: number; qr: ReturnType<typeof qrRuns> },
): void {
  const bottom = PAGE.height - 24;
  const qrX = PAGE.width - PAGE.margin.right - QR_SIZE;
  const qrY = bottom - QR_SIZE;
  // Writing inside the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  const textY = bottom - QR_SIZE / 2 - TYPE.footer / 2;
  doc.font(FONT).fontSize(TYPE.footer).fillColor('#333333');
  doc.text(`合同编号：${input.contractNo}`, PAGE.margin.left, textY, { lineBreak: false });
  const pageText = `第 ${input.page} 页 / 共 ${input.pages} 页`;
  doc.text(pageText, (PAGE.width - doc.widthOfString(pageText)) / 2, textY, { lineBreak: false });
  doc
    .moveTo(PAGE.margin.left, qrY - 6)
    .lineTo(PAGE.width - PAGE.margin.right, qrY - 6)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  // A white quiet zone, then the modules.
  const cell = QR_SIZE / (input.qr.size + 2);
  doc.rect(qrX, qrY, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (const [row, col, length] of input.qr.runs) {
    doc.rect(qrX + (col + 1) * cell, qrY + (row + 1) * cell, length * cell + 0.05, cell + 0.05);
  }
  doc.fill('#000000');
  doc.page.margins = margins;
}
