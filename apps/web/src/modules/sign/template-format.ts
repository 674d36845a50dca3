import { SIGN_FIELD_TYPE_NAMES } from '@awb/contract/sign-template-constants';

type TFieldLike = {
  fieldName: string;
  fieldTitle: string;
  type: number;
  numUnit: string;
  optionsData: readonly { value: string; label: string }[];
  showWhen?: { field: string; in: string[] } | { field: string; notIn: string[] };
};

/** 单选 · 元 · 3项: the type, unit and option count of a field, for the preview. */
export function fieldKind(field: TFieldLike): string {
  const parts = [SIGN_FIELD_TYPE_NAMES[field.type] ?? '字段'];
  if (field.numUnit) parts.push(field.numUnit);
  if (field.optionsData.length > 0) parts.push(`${field.optionsData.length}个选项`);
  return parts.join(' · ');
}

/**
 * The dependency of a field in words: 当「有无阁楼」为「有」时显示 / 当「付款方式」不为「全款」时显示.
 * `all` are the template's fields, to name the field and its options by their titles.
 */
export function showWhenText(field: TFieldLike, all: readonly TFieldLike[]): string {
  const rule = field.showWhen;
  if (!rule) return '';
  const owner = all.find((f) => f.fieldName === rule.field);
  const title = owner?.fieldTitle ?? rule.field;
  const values = 'in' in rule ? rule.in : rule.notIn;
  const labels = values.map((v) => owner?.optionsData.find((o) => o.value === v)?.label ?? v).join('/');
  return `当「${title}」${'in' in rule ? '为' : '不为'}「${labels}」时显示`;
}
