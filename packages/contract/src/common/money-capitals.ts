/**
 * Money in Chinese capitals (大写), as contracts print it beside the figures: 1200000 →
 * 壹佰贰拾万元整, 10.05 → 壹拾元零伍分. Values from 0 up to (not including) 1e15 yuan, at most two
 * decimals (角, 分); anything else answers ''.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '万亿'];

/** Largest value (exclusive) that can be written. */
export const MONEY_CAPITALS_LIMIT = 1e15;

/** A four-digit group (0–9999) in capitals, without leading 零. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += DIGITS[0];
    zero = false;
    out += `${DIGITS[d]}${SMALL_UNITS[i]}`;
  }
  return out;
}

/** The integer part (yuan) in capitals, '' for 0. */
function integerPart(yuan: bigint): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n));
  let out = '';
  let pendingZero = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] ?? 0;
    if (g === 0) {
      pendingZero = out !== '';
      continue;
    }
    // A group below 1000 after a higher one reads with 零 (壹万零伍佰), as does a skipped group.
    if (out !== '' && (pendingZero || g < 1000)) out += DIGITS[0];
    pendingZero = false;
    // 万亿 reads as 万 when the 亿 group follows (玖仟万玖仟亿), as 万亿 when it is empty.
    const unit = i === 3 && (groups[2] ?? 0) > 0 ? '万' : GROUP_UNITS[i];
    out += `${group(g)}${unit}`;
  }
  return out;
}

/** `amount` (a number or a decimal string) in capitals; '' when it is not a writable amount. */
export function moneyToCapitals(amount: number | string): string {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(2) : '') : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return '';
  const yuan = BigInt(match[1] ?? '0');
  if (yuan >= BigInt(MONEY_CAPITALS_LIMIT)) return '';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  const whole = integerPart(yuan);
  if (jiao === 0 && fen === 0) return `${whole || DIGITS[0]}元整`;
  let out = whole ? `${whole}元` : '';
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (whole) out += DIGITS[0];
  if (fen > 0) out += `${DIGITS[fen]}分`;
  else out += '整';
  return out;
}
