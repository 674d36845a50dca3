import { CONTRACT_TYPE } from '@awb/contract/contract-fields';

/** Display helpers of the contract pages (pure; tested in contract-format.test.ts). */

/** 1234567.5 → 1,234,567.5 (two decimals at most, trailing zeros dropped). */
export function groupDigits(value: number): string {
  const fixed = String(Number(value.toFixed(2)));
  const [whole, fraction] = fixed.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Money in 元 as shown: 2,800,000元; '—' when absent. */
export function yuanText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${groupDigits(value)}元`;
}

/** The headline amount of a card: a sale price in 万 (280万), a rent per month (3,500元/月). */
export function amountText(contractType: number, amount: number): string {
  if (contractType === CONTRACT_TYPE.rent) return `${groupDigits(amount)}元/月`;
  return amount >= 10_000 ? `${String(Number((amount / 10_000).toFixed(2)))}万` : `${groupDigits(amount)}元`;
}

/** 文鼎苑 3栋 1202: the house as one line. */
export function houseLine(h: { houseName: string; houseBuilding: string; houseRoomNo: string }): string {
  const building = h.houseBuilding
    ? /[栋幢号楼座]$/.test(h.houseBuilding)
      ? h.houseBuilding
      : `${h.houseBuilding}栋`
    : '';
  return [h.houseName, building, h.houseRoomNo].filter(Boolean).join(' ');
}

/** 2026-11-23 → 2026-11-23; '' → '—'. */
export function dateOrDash(value: string): string {
  return value || '—';
}
