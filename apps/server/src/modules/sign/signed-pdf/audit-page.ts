import { formatSecondTime } from '@awb/contract/common/china-time';
import { maskPhone } from '@awb/contract/common/validators';
import { deviceWords } from './device-words.ts';
import { CONTENT_WIDTH, FONT, PAGE, TYPE } from './pdf-page.ts';
import type { TContractPdfEvent } from './signed-pdf.types.ts';

/** The audit table's columns: title and share of the content width. */
const COLUMNS = [
  { title: '时间', share: 0.19 },
  { title: '参与方', share: 0.16 },
  { title: '手机号', share: 0.14 },
  { title: 'IP', share: 0.14 },
  { title: '设备', share: 0.25 },
  { title: '操作', share: 0.12 },
] as const;

const PAD = 3;

function cells(e: TContractPdfEvent): string[] {
  return [
    formatSecondTime(new Date(e.at)),
    e.party,
    e.phone ? maskPhone(e.phone) : '—',
    e.ip || '—',
    deviceWords(e.device),
    e.action,
  ];
}

function drawRow(doc: PDFKit.PDFDocument, texts: string[], y: number, header: boolean): number {
  doc.font(FONT).fontSize(TYPE.small).fillColor('#000000');
  const widths = COLUMNS.map((c) => c.share * CONTENT_WIDTH);
  const height =
    Math.max(...texts.map((t, i) => doc.heightOfString(t, { width: (widths[i] as number) - 2 * PAD }))) + 2 * PAD;
  let x = PAGE.margin.left;
  if (header) doc.rect(x, y, CONTENT_WIDTH, height).fill('#eeeeee').fillColor('#000000');
  texts.forEach((t, i) => {
    doc.text(t, x + PAD, y + PAD, { width: (widths[i] as number) - 2 * PAD });
    x += widths[i] as number;
  });
  doc
    .moveTo(PAGE.margin.left, y + height)
    .lineTo(PAGE.margin.left + CONTENT_WIDTH, y + height)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
  return height;
}

/**
 * The last page: the audit trail (every event with time, party, masked phone, IP, the device and
 * browser in words, and the action; the raw user agent stays in the event log) and the SHA-256 of the original content. The signed file's own hash cannot be printed
 * inside it (writing it would change it): the verification page shows that one.
 */
export function drawAuditPage(
  doc: PDFKit.PDFDocument,
  input: { contractNo: string; contentHash: string; events: TContractPdfEvent[]; renderedAt: Date | string },
): void {
  doc.addPage();
  doc.font(FONT).fontSize(TYPE.title).fillColor('#000000');
  doc.text('签署审计记录', { align: 'center' });
  doc.moveDown(0.8).fontSize(TYPE.body);
  doc.text(`合同编号：${input.contractNo}`);
  doc.text(`文件生成时间：${formatSecondTime(new Date(input.renderedAt))}（北京时间）`);
  doc.text('合同原文 SHA-256：');
  doc.fontSize(TYPE.body - 1).text(input.contentHash);
  doc
    .fontSize(TYPE.small)
    .fillColor('#555555')
    .text(
      '说明：签署后文件的 SHA-256 不能写入文件自身（写入即改变文件），请扫描页脚二维码，在验证页查看并比对签署后文件的哈希值。',
    );
  doc.moveDown(0.8);
  let y = doc.y;
  const bottom = PAGE.height - PAGE.margin.bottom;
  const header = COLUMNS.map((c) => c.title);
  y += drawRow(doc, header, y, true);
  for (const event of input.events) {
    const texts = cells(event);
    const needed = Math.max(...texts.map((t) => doc.heightOfString(t, { width: 80 }))) + 2 * PAD;
    if (y + needed > bottom) {
      doc.addPage();
      y = PAGE.margin.top;
      y += drawRow(doc, header, y, true);
    }
    y += drawRow(doc, texts, y, false);
  }
  doc.x = PAGE.margin.left;
  doc.y = y;
}
