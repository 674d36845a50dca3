import { contractMoneyText } from './common/contract-money.ts';
import { HOUSE_NUMBER_WORDS, numberedPart, streetText } from './house-address.ts';
import { SIGN_BLANK, SIGN_FIELD_TYPE as T } from './sign-template-constants.ts';
import type { TSignField, TSignValue, TSignValues } from './sign-template-fields.ts';

/**
 * How a placeholder's answer reads in the contract body. The clause text carries the words around
 * a placeholder (人民币{{transactionPrice}}元, {{houseBuilding}}幢, {{province}}{{city}}{{district}}{{address}});
 * an answer that already says them takes their place, so nothing is written twice: money reads
 * 人民币 6,400,000.00 元（大写：陆佰肆拾万元整）, a building typed 5幢 or 6号楼 gets no second 幢, and the
 * street address loses the region printed just before it. Templates adopted earlier keep working.
 */

/** A placeholder with the words around it that an answer may already carry. */
const PLACEHOLDER_IN_TEXT = /(人民币)?\{\{([A-Za-z][A-Za-z0-9]*)\}\}(幢|单元|室|元)?/g;

/** The fields whose answer is a building, unit or room number, with the word the clause writes after it. */
const NUMBER_WORD: Record<string, string> = {
  houseBuilding: HOUSE_NUMBER_WORDS.building,
  houseUnitNo: HOUSE_NUMBER_WORDS.unit,
  houseRoomNo: HOUSE_NUMBER_WORDS.room,
};

/** A value as its list of non-empty answers (one for text, numbers and single selects). */
export function answers(value: TSignValue): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  return value.map((v) => v.trim()).filter((v) => v !== '');
}

/** A money field: a decimal number in 元 (the catalogue's `money`). */
export function isMoneyField(f: Pick<TSignField, 'type' | 'numUnit'>): boolean {
  return f.type === T.number && f.numUnit === '元';
}

/** A date as the contract prints it: 2026-11-26 → 2026年11月26日 (a time stays after it). */
function printedDate(v: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(v);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日${m[4]}` : v;
}

/** How one field's answer reads on its own: option labels, Chinese dates, text as typed; else a blank. */
function printed(f: TSignField | undefined, value: TSignValue): string {
  const got = answers(value);
  if (!f || got.length === 0) return SIGN_BLANK;
  if (f.type === T.singleSelect || f.type === T.multiSelect) {
    return got.map((v) => f.optionsData.find((o) => o.value === v)?.label ?? v).join('、');
  }
  if (f.type === T.date) return printedDate(got[0]!);
  return got.join('');
}

/** An answered, shown field's text where it stands: `before` and `after` are the clause's own words. */
function inPlace(f: TSignField, value: string, before: string, after: string): string {
  if (isMoneyField(f) && after === '元') {
    const money = contractMoneyText(value);
    if (money) return money;
  }
  const word = NUMBER_WORD[f.fieldName];
  if (word && after === word) return before + numberedPart(value, word);
  return before + value + after;
}

/**
 * The clause text with every `{{fieldName}}` replaced. `field(name)` is the field when it is shown
 * (undefined: hidden or unknown, printed as a blank).
 */
export function printPlaceholders(
  text: string,
  field: (name: string) => TSignField | undefined,
  values: TSignValues,
): string {
  const shownAnswer = (name: string) => {
    const f = field(name);
    return f ? printed(f, values[name]) : SIGN_BLANK;
  };
  return text.replace(PLACEHOLDER_IN_TEXT, (_, before: string | undefined, name: string, after: string | undefined) => {
    const f = field(name);
    const value = printed(f, values[name]);
    // A house with no units has no unit number: an optional number left empty drops out with its word.
    const word = NUMBER_WORD[name];
    if (f && value === SIGN_BLANK && word && after === word && f.requiredStatus !== 1) return before ?? '';
    if (!f || value === SIGN_BLANK) return `${before ?? ''}${value}${after ?? ''}`;
    if (name === 'address') {
      const region = {
        province: shownAnswer('province'),
        city: shownAnswer('city'),
        district: shownAnswer('district'),
      };
      const street = streetText({ ...region, address: value });
      return `${before ?? ''}${street}${after ?? ''}`;
    }
    return inPlace(f, value, before ?? '', after ?? '');
  });
}
