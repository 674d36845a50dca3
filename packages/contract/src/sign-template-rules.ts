import {
  SIGN_BLANK,
  SIGN_DATE_TYPE,
  SIGN_FIELD_MSG,
  SIGN_TEMPLATE_LIMITS,
  SIGN_FIELD_TYPE as T,
  type TSignPartyRole,
} from './sign-template-constants.ts';
import type {
  TSignCondition,
  TSignField,
  TSignTemplateDefinition,
  TSignValue,
  TSignValues,
} from './sign-template-fields.ts';
import { answers, printPlaceholders } from './sign-template-print.ts';

/**
 * The rules of a template's custom fields, shared by the signing form (web) and the submit and
 * the PDF (server): which fields show (seed 000 §5 dependent fields), their validation with
 * Chinese messages, the defaults of seed 000 §9, and the contract body with the values filled in.
 */

type TTemplate = Pick<TSignTemplateDefinition, 'fields'>;
export type TSignFieldError = { fieldName: string; message: string };

function holds(condition: TSignCondition, values: TSignValues): boolean {
  const got = answers(values[condition.field]);
  if (got.length === 0) return false;
  if ('in' in condition) return got.some((v) => condition.in.includes(v));
  return got.every((v) => !condition.notIn.includes(v));
}

/** The names of the shown fields: displayed, and every rule up the chain holds. */
function shownNames(template: TTemplate, values: TSignValues): Set<string> {
  const byName = new Map(template.fields.map((f) => [f.fieldName, f]));
  const memo = new Map<string, boolean>();
  const shown = (name: string, path: Set<string>): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const field = byName.get(name);
    let result = false;
    if (field && field.displayStatus === 1 && !path.has(name)) {
      const rule = field.showWhen;
      result = !rule || (shown(rule.field, new Set(path).add(name)) && holds(rule, values));
    }
    memo.set(name, result);
    return result;
  };
  return new Set(template.fields.filter((f) => shown(f.fieldName, new Set())).map((f) => f.fieldName));
}

/** The fields the form shows for these answers, in template order. A hidden field's dependants hide too. */
export function visibleFields(template: TTemplate, values: TSignValues): TSignField[] {
  const shown = shownNames(template, values);
  return template.fields.filter((f) => shown.has(f.fieldName));
}

/** The initial answers of a new contract: each field's `defaultValue` (tax and fee 2, loan dispute 1, seed 000 §9). */
export function defaultSignValues(template: TTemplate): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const f of template.fields) if (f.defaultValue !== undefined) values[f.fieldName] = f.defaultValue;
  return values;
}

/** The answers kept with a contract: shown fields only, trimmed, empties dropped, multi selects as lists. */
export function visibleSignValues(template: TTemplate, values: TSignValues): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const f of visibleFields(template, values)) {
    const got = answers(values[f.fieldName]);
    if (got.length === 0) continue;
    kept[f.fieldName] = f.type === T.multiSelect ? got : got.join('');
  }
  return kept;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function isDayTime(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.exec(v);
  return m !== null && isDay(m[1]!);
}

/** The problem with one answered field, or undefined. */
function problem(f: TSignField, value: TSignValue): string | undefined {
  const title = f.fieldTitle;
  const got = answers(value);
  const one = got[0] ?? '';
  switch (f.type) {
    case T.text:
    case T.textarea: {
      if (Array.isArray(value)) return SIGN_FIELD_MSG.input(title);
      const max = f.type === T.text ? SIGN_TEMPLATE_LIMITS.textLength : SIGN_TEMPLATE_LIMITS.textareaLength;
      return one.length > max ? SIGN_FIELD_MSG.tooLong(title, max) : undefined;
    }
    case T.number:
    case T.integer: {
      if (got.length !== 1 || !DECIMAL.test(one)) {
        return f.type === T.integer ? SIGN_FIELD_MSG.integer(title) : SIGN_FIELD_MSG.number(title);
      }
      if (f.type === T.integer && !INTEGER.test(one)) return SIGN_FIELD_MSG.integer(title);
      if (one.startsWith('-')) return SIGN_FIELD_MSG.negative(title);
      const decimals = one.split('.')[1]?.length ?? 0;
      return decimals > SIGN_TEMPLATE_LIMITS.decimals ? SIGN_FIELD_MSG.decimals(title) : undefined;
    }
    case T.singleSelect:
    case T.multiSelect: {
      const single = f.type === T.singleSelect && (got.length > 1 || Array.isArray(value));
      const known = got.every((v) => f.optionsData.some((o) => o.value === v));
      return single || !known ? SIGN_FIELD_MSG.option(title) : undefined;
    }
    case T.date: {
      const ok = f.dateType === SIGN_DATE_TYPE.dateTime ? isDayTime(one) : isDay(one);
      return got.length === 1 && ok ? undefined : SIGN_FIELD_MSG.date(title);
    }
    default:
      return undefined;
  }
}

/**
 * The errors of a contract's answers, in field order: required fields (请输入/请选择+title), numbers
 * (必须是数字), integers (必须是整数), options among optionsData, dates. Hidden fields are not
 * checked (visibleSignValues drops them); names that are no field of the template are ignored.
 */
export function validateSignValues(template: TTemplate, values: TSignValues): TSignFieldError[] {
  const errors: TSignFieldError[] = [];
  for (const f of visibleFields(template, values)) {
    const value = values[f.fieldName];
    if (answers(value).length === 0) {
      if (f.requiredStatus !== 1) continue;
      const choose = f.type === T.singleSelect || f.type === T.multiSelect || f.type === T.date;
      const message = f.requiredMessage ?? (choose ? SIGN_FIELD_MSG.select : SIGN_FIELD_MSG.input)(f.fieldTitle);
      errors.push({ fieldName: f.fieldName, message });
      continue;
    }
    const message = problem(f, value);
    if (message) errors.push({ fieldName: f.fieldName, message });
  }
  return errors;
}

/** A party's details for the party block (from the contract's partyA, partyB; the company's name and credit code). */
export type TSignPartyDetails = { name?: string; certNo?: string; phone?: string };
export type TSignFilledSection = { id: string; heading: string; paragraphs: string[] };

type TFillTemplate = Pick<TSignTemplateDefinition, 'fields' | 'parties' | 'clauses'>;

function partyLines(role: TSignPartyRole, label: string, details: TSignPartyDetails | undefined): string {
  const v = (s: string | undefined) => (s?.trim() ? s.trim() : SIGN_BLANK);
  if (role === 'company') return `${label}：${v(details?.name)}　统一社会信用代码：${v(details?.certNo)}`;
  if (role === 'broker') return `${label}：${v(details?.name)}　联系电话：${v(details?.phone)}`;
  return `${label}：${v(details?.name)}　证件号码：${v(details?.certNo)}　联系电话：${v(details?.phone)}`;
}

/**
 * The contract body for these answers: the party block, then each clause with its placeholders
 * replaced. Paragraphs whose condition fails are left out; a hidden or empty field reads ______.
 */
export function fillSections(
  template: TFillTemplate,
  values: TSignValues,
  parties: Partial<Record<TSignPartyRole, TSignPartyDetails>> = {},
): TSignFilledSection[] {
  const shown = shownNames(template, values);
  const byName = new Map(template.fields.map((f) => [f.fieldName, f]));
  const fill = (text: string) =>
    printPlaceholders(text, (name) => (shown.has(name) ? byName.get(name) : undefined), values);
  const head: TSignFilledSection = {
    id: 'parties',
    heading: '',
    paragraphs: template.parties.map((p) => partyLines(p.role, p.label, parties[p.role])),
  };
  const body = template.clauses.map((c) => {
    const texts = c.paragraphs.flatMap((p) => {
      if (typeof p === 'string') return [p];
      return shown.has(p.showWhen.field) && holds(p.showWhen, values) ? [p.text] : [];
    });
    const paragraphs = texts.map((t, i) => (c.numbered ? `${i + 1}. ` : '') + fill(t));
    return { id: c.id, heading: c.heading, paragraphs };
  });
  return [head, ...body];
}

/** The contract body as plain text (title, party block, clauses), one paragraph a line. */
export function fillClauses(
  template: TFillTemplate & Pick<TSignTemplateDefinition, 'title'>,
  values: TSignValues,
  parties: Partial<Record<TSignPartyRole, TSignPartyDetails>> = {},
): string {
  const lines = [template.title];
  for (const s of fillSections(template, values, parties)) {
    if (s.heading) lines.push(s.heading);
    lines.push(...s.paragraphs);
  }
  return lines.join('\n');
}
