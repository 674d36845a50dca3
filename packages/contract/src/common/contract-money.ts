import { moneyToCapitals } from './money-capitals.ts';

/**
 * An amount as a contract writes it: 6400000 → 人民币 6,400,000.00 元（大写：陆佰肆拾万元整）.
 * The same text on the signing form's preview, the signed PDF and the pages that show contract
 * amounts. '' when the value is not a writable amount (negative, over two decimals, not a number).
 */
export function contractMoneyText(amount: number | string): string {
  const capitals = moneyToCapitals(amount);
  if (!capitals) return '';
  return `人民币 ${moneyFigures(amount)} 元（大写：${capitals}）`;
}

/** The figures with thousands separators and two decimals: 6400000 → 6,400,000.00. */
export function moneyFigures(amount: number | string): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const [whole = '0', fraction = ''] = text.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0')}`;
}
