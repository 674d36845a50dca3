import { chinaDay, chineseDay } from '@awb/contract/common/china-time';
import type { TSignSignatureArea } from '@awb/contract/sign-template-fields';
import { CONTENT_WIDTH, FONT, MARK_WIDTH, PAGE, placeImage, type TPdfImage, TYPE } from './pdf-page.ts';
import type { TContractPdfMark } from './signed-pdf.types.ts';

const COLUMN_GAP = 24;
const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const LINE = 18;
/** Room kept for an area with no picture yet (a blank to sign on). */
const BLANK_HEIGHT = 50;

type TOpened = { mark: TContractPdfMark; image: TPdfImage };
type TPlaced = { area: TSignSignatureArea; column: 0 | 1; pictures: TOpened[]; height: number };

/** Width and height a picture takes, keeping its proportions. */
function pictureSize(area: TSignSignatureArea, picture: TOpened): { width: number; height: number } {
  const width = area.pdfImageWidth ?? MARK_WIDTH[picture.mark.kind];
  const ratio = picture.image.height / picture.image.width;
  return { width, height: Math.min(width * ratio, width * 1.2) };
}

/** The rows of pictures of one area: side by side while they fit the column. */
function rows(area: TSignSignatureArea, pictures: TOpened[]): TOpened[][] {
  const out: TOpened[][] = [];
  let row: TOpened[] = [];
  let used = 0;
  for (const p of pictures) {
    const { width } = pictureSize(area, p);
    if (row.length > 0 && used + width > COLUMN_WIDTH) {
      out.push(row);
      row = [];
      used = 0;
    }
    row.push(p);
    used += width + 8;
  }
  if (row.length > 0) out.push(row);
  return out;
}

function areaHeight(area: TSignSignatureArea, pictures: TOpened[]): number {
  const pictureRows = rows(area, pictures);
  const body = pictureRows.length
    ? pictureRows.reduce((sum, r) => sum + Math.max(...r.map((p) => pictureSize(area, p).height)) + 4, 0)
    : BLANK_HEIGHT;
  return LINE + body + (area.withDate ? LINE : 0) + 12;
}

function drawArea(doc: PDFKit.PDFDocument, placed: TPlaced, x: number, y: number): void {
  const { area, pictures } = placed;
  doc.font(FONT).fontSize(TYPE.body).fillColor('#000000');
  doc.text(area.label, x, y, { width: COLUMN_WIDTH, lineBreak: false });
  let top = y + LINE;
  if (pictures.length === 0) {
    doc
      .moveTo(x, top + BLANK_HEIGHT - 8)
      .lineTo(x + COLUMN_WIDTH - 20, top + BLANK_HEIGHT - 8)
      .lineWidth(0.5)
      .strokeColor('#666666')
      .stroke();
    top += BLANK_HEIGHT;
  }
  for (const row of rows(area, pictures)) {
    let left = x;
    let tallest = 0;
    for (const p of row) {
      const size = pictureSize(area, p);
      placeImage(doc, p.image, left, top, { fit: [size.width, size.height] });
      left += size.width + 8;
      tallest = Math.max(tallest, size.height);
    }
    top += tallest + 4;
  }
  if (area.withDate) {
    const dates = pictures.map((p) => p.mark.signedAt).filter((d): d is Date | string => Boolean(d));
    const latest = dates.map((d) => new Date(d)).sort((a, b) => b.getTime() - a.getTime())[0];
    doc.fontSize(TYPE.body).text(`日期：${latest ? chineseDay(chinaDay(latest)) : '____年__月__日'}`, x, top, {
      width: COLUMN_WIDTH,
      lineBreak: false,
    });
  }
}

/**
 * The signature block after a clause: the areas anchored there in two columns (an area's
 * pdfColumn, else alternating), each with its label, its pictures (a party's co-owners side by
 * side) and the signing date. Opens a new page when a row does not fit.
 */
export function drawSignatureBlock(
  doc: PDFKit.PDFDocument,
  areas: TSignSignatureArea[],
  marks: TContractPdfMark[],
  open: (png: Buffer) => TPdfImage,
): void {
  const placed: TPlaced[] = areas.map((area, i) => ({
    area,
    column: area.pdfColumn ?? ((i % 2) as 0 | 1),
    pictures: marks.filter((m) => m.party === area.party).map((mark) => ({ mark, image: open(mark.png) })),
    height: 0,
  }));
  for (const p of placed) p.height = areaHeight(p.area, p.pictures);
  const columns: [TPlaced[], TPlaced[]] = [[], []];
  for (const p of placed) columns[p.column].push(p);
  const rowCount = Math.max(columns[0].length, columns[1].length);
  let y = doc.y + 12;
  for (let r = 0; r < rowCount; r++) {
    const pair = [columns[0][r], columns[1][r]];
    const height = Math.max(...pair.map((p) => p?.height ?? 0));
    if (y + height > PAGE.height - PAGE.margin.bottom) {
      doc.addPage();
      y = PAGE.margin.top;
    }
    pair.forEach((p, c) => {
      if (p) drawArea(doc, p, PAGE.margin.left + c * (COLUMN_WIDTH + COLUMN_GAP), y);
    });
    y += height;
  }
  doc.x = PAGE.margin.left;
  doc.y = y;
}
