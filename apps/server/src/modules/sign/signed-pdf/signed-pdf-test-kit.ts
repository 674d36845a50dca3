import { createHash } from 'node:crypto';
import { defaultSignValues, fillSections } from '@awb/contract/sign-template-rules';
import { SALE_TEMPLATE } from '@awb/contract/sign-template-sale';
import sharp from 'sharp';
import { drawSeal } from '../seal-drawing/draw-seal.ts';
import type { TContractPdfInput, TContractSigning } from './signed-pdf.types.ts';

/** What the test contract says, to look for in the extracted text. */
export const KIT = {
  contractNo: 'HT2026112600017',
  sellerName: '王建国',
  buyerName: '李晓梅',
  coBuyerName: '张丽华',
  address: '杭州市西湖区文三路100号3幢1单元1502室',
  company: '杭州安居房产经纪有限公司',
  creditCode: '91330106MA2H7K5Q3X',
  verifyUrl: 'https://awb.example.cn/#/verify/Q7K2M9XP4T',
} as const;

/** Who signs the test contract: the seller and both buyers in order (masked IDs), then the company. */
export function contractSigningOf(companyId: number, signedAt = new Date('2026-11-26T08:00:00Z')): TContractSigning {
  const names = [KIT.sellerName, KIT.buyerName, KIT.coBuyerName];
  return {
    companyId,
    company: { name: KIT.company, creditCode: KIT.creditCode },
    parties: names.map((name, i) => ({
      name,
      maskedIdNo: `3301**********${String(1231 + i)}`,
      signedAt: new Date(signedAt.getTime() + i * 60_000),
      binding: createHash('sha256')
        .update(`verification ${i + 1}`)
        .digest('hex'),
    })),
  };
}

/** A handwritten-looking signature: a PNG with a transparent background, as signature_pad makes. */
export async function scribblePng(seed: number): Promise<Buffer> {
  const wave = Array.from({ length: 12 }, (_, i) => {
    const x = 20 + i * 30;
    const y = 75 + Math.sin(i * 1.7 + seed) * 35;
    return `${i === 0 ? 'M' : 'L'}${x} ${y.toFixed(1)}`;
  }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150"><path d="${wave}" stroke="#111" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A sale contract as the ceremony would hand it over: filled sections of the real template,
 * `extraClauses` copies of its clauses to make it longer, four signers (seller, two buyers, the
 * agent), the contract seal (also the cross-page seal) and `events` audit lines.
 */
export async function contractPdfInput(
  options: { extraClauses?: number; events?: number; crossPageSeal?: 'same' | 'official' } = {},
) {
  const values = {
    ...defaultSignValues(SALE_TEMPLATE),
    address: KIT.address,
    signAddress: '杭州市西湖区文三路100号',
    totalPrice: '3250000',
  };
  const sections = fillSections(SALE_TEMPLATE, values, {
    partyA: { name: KIT.sellerName, certNo: '330106198001011234', phone: '13800001111' },
    partyB: { name: `${KIT.buyerName}、${KIT.coBuyerName}`, certNo: '330106199002022345', phone: '13900002222' },
    company: { name: KIT.company, certNo: '91330106MA2XXXXXX1' },
    broker: { name: '陈经纪', phone: '13700003333' },
  });
  const body = sections.filter((s) => s.id !== 'parties' && s.id !== 'signing');
  const extra = Array.from({ length: options.extraClauses ?? 0 }, (_, i) => {
    const s = body[i % body.length] as (typeof body)[number];
    return { ...s, id: `${s.id}-copy-${i}`, heading: `${s.heading}（补充${i + 1}）` };
  });
  const signingAt = sections.findIndex((s) => s.id === 'signing');
  const allSections = [...sections.slice(0, signingAt), ...extra, ...sections.slice(signingAt)];
  const { png: seal } = await drawSeal({ sealType: 2, htext: KIT.company, qtext: '合同专用章' });
  const signedAt = '2026-11-26T03:20:00Z';
  const events = Array.from({ length: options.events ?? 6 }, (_, i) => ({
    at: new Date(Date.parse(signedAt) + i * 60_000),
    party: ['甲方 王建国', '乙方 李晓梅', '乙方 张丽华', '经纪人 陈经纪', '经纪机构 印章管理员'][i % 5] as string,
    phone: ['13800001111', '13900002222', '13600004444', '13700003333', '13500005555'][i % 5] as string,
    ip: `10.0.0.${i + 1}`,
    device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    action: i % 2 === 0 ? '验证手机号' : '签署',
  }));
  const frozen = { values, sections: allSections };
  const input: TContractPdfInput = {
    contractNo: KIT.contractNo,
    title: SALE_TEMPLATE.title,
    sections: allSections,
    signatureAreas: SALE_TEMPLATE.signatureAreas,
    layout: SALE_TEMPLATE.pdf ?? null,
    marks: [
      { party: 'partyA', kind: 'signature', png: await scribblePng(1), signedAt },
      { party: 'partyB', kind: 'signature', png: await scribblePng(2), signedAt },
      { party: 'partyB', kind: 'signature', png: await scribblePng(3), signedAt },
      { party: 'broker', kind: 'signature', png: await scribblePng(4), signedAt },
      { party: 'company', kind: 'seal', png: seal, signedAt },
    ],
    // 'official': the 公章 crosses the pages, so the file carries two different seals.
    crossPageSealPng:
      options.crossPageSeal === 'official'
        ? (await drawSeal({ sealType: 1, htext: KIT.company, qtext: '' })).png
        : seal,
    verifyUrl: KIT.verifyUrl,
    contentHash: createHash('sha256').update(JSON.stringify(frozen)).digest('hex'),
    events,
    renderedAt: signedAt,
  };
  return input;
}

/**
 * Every signature of a signed PDF in file order: its CMS (hex-decoded from /Contents, cut to its DER
 * length; the placeholder pads with zeros) and the bytes its ByteRange covers.
 */
export function signaturesOf(pdf: Buffer): Array<{ cms: Buffer; signedBytes: Buffer }> {
  const ranges = pdf.toString('latin1').matchAll(/\/ByteRange \[(\d+) +(\d+) +(\d+) +(\d+) *\]/g);
  return [...ranges].map((range) => {
    const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
    const der = Buffer.from(pdf.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
    const lengthBytes = (der[1] as number) & 0x7f;
    const length = der.subarray(2, 2 + lengthBytes).reduce((n, byte) => n * 256 + byte, 0);
    return {
      cms: der.subarray(0, 2 + lengthBytes + length),
      signedBytes: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
    };
  });
}
