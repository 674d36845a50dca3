import { ACQ_CARD_STYLES, ACQ_LISTING_TYPE } from '@awb/contract/acquisition-constants';

/** The card's colour for a style value (the first style when unknown). */
export function cardColor(style: number): string {
  return (ACQ_CARD_STYLES.find((s) => s.value === style) ?? ACQ_CARD_STYLES[0]).color;
}

/** 320万 for a sale, 4500元/月 for a let, '' when unknown. */
export function priceText(type: number, sellPrice: number | null, rentPrice: number | null): string {
  if (type === ACQ_LISTING_TYPE.rent) return rentPrice === null ? '' : `${rentPrice}元/月`;
  return sellPrice === null ? '' : `${sellPrice}万`;
}

/** 1分30秒 / 45秒 of a stay on a page. */
export function stayText(seconds: number): string {
  if (seconds <= 0) return '';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}分${s > 0 ? `${s}秒` : ''}` : `${s}秒`;
}

/** A positive integer from a query parameter, else 0. */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
