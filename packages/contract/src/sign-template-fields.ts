import { z } from 'zod';
import { numeric } from './common/numeric.ts';
import {
  SIGN_FIELD_MSG,
  SIGN_FIELD_TYPE,
  SIGN_MARKS,
  SIGN_PARTY_ROLES,
  SIGN_TEMPLATE_LIMITS,
} from './sign-template-constants.ts';

/**
 * The data model of the online-signing templates: custom fields (seed 000 §3), their dependency
 * rules (seed 000 §5), the contract body with `{{fieldName}}` placeholders, the party block, the
 * signature areas and the furniture/receipt list. docs/signing-templates.md describes it.
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** `{{fieldName}}` in clause text; nothing else may use double braces. */
export const SIGN_PLACEHOLDER = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;

/** The field names a text refers to, in order (repeats kept). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(SIGN_PLACEHOLDER)].map((m) => m[1]!);
}

export const ZSignOption = z.object({ value: z.string().min(1).max(20), label: z.string().min(1).max(60) });
export type TSignOption = z.output<typeof ZSignOption>;

/**
 * A dependency rule: the owner is shown only when `field` is shown and answered, and its value
 * is one of `in` (or, with `notIn`, none of them). For a multi select, `in` holds when any chosen
 * value is listed, `notIn` when no chosen value is. An unanswered field satisfies neither.
 */
export const ZSignCondition = z.union([
  z.strictObject({ field: z.string().regex(FIELD_NAME), in: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ field: z.string().regex(FIELD_NAME), notIn: z.array(z.string().min(1)).min(1) }),
]);
export type TSignCondition = z.output<typeof ZSignCondition>;

const FIELD_TYPES = Object.values(SIGN_FIELD_TYPE) as number[];
const SELECT_TYPES: number[] = [SIGN_FIELD_TYPE.singleSelect, SIGN_FIELD_TYPE.multiSelect];

/** One custom field of a template (seed 000 §3 attributes, plus `showWhen`, `defaultValue`, `requiredMessage`). */
export const ZSignField = z
  .object({
    groupType: z.number().int().min(0).max(4),
    fieldName: z.string().regex(FIELD_NAME).max(50),
    fieldTitle: z.string().min(1).max(30),
    type: z
      .number()
      .int()
      .refine((t) => FIELD_TYPES.includes(t)),
    requiredStatus: ZFlag,
    placeholder: z.string().max(60),
    numUnit: z.string().max(10),
    optionStatus: ZFlag,
    optionsData: z.array(ZSignOption),
    /** Date fields only: 1 date, 2 date-time. */
    dateType: z.union([z.literal(1), z.literal(2)]).optional(),
    /** 0: the company turned the field off; it is neither shown, validated nor printed. */
    displayStatus: ZFlag,
    /** Pre-selected option value(s) or pre-filled text of a new contract (seed 000 §9 defaults). */
    defaultValue: z.union([z.string(), z.array(z.string())]).optional(),
    /** Replaces 请输入/请选择+title when a required field is empty (e.g. 请选择区域信息). */
    requiredMessage: z.string().min(1).max(60).optional(),
    showWhen: ZSignCondition.optional(),
  })
  .superRefine((f, ctx) => {
    const isSelect = SELECT_TYPES.includes(f.type);
    if (isSelect !== (f.optionStatus === 1) || isSelect !== f.optionsData.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${f.fieldName}: options belong to select fields only` });
    }
    if (new Set(f.optionsData.map((o) => o.value)).size !== f.optionsData.length) {
      ctx.addIssue({ code: 'custom', message: `${f.fieldName}: option values repeat` });
    }
    if ((f.type === SIGN_FIELD_TYPE.date) !== (f.dateType !== undefined)) {
      ctx.addIssue({ code: 'custom', message: `${f.fieldName}: dateType belongs to date fields only` });
    }
    const defaults = f.defaultValue === undefined ? [] : [f.defaultValue].flat();
    if (isSelect && defaults.some((v) => !f.optionsData.some((o) => o.value === v))) {
      ctx.addIssue({ code: 'custom', message: `${f.fieldName}: the default is not an option` });
    }
    if (f.showWhen?.field === f.fieldName) {
      ctx.addIssue({ code: 'custom', message: `${f.fieldName}: depends on itself` });
    }
  });
export type TSignField = z.output<typeof ZSignField>;

/** A paragraph of the body: plain text, or text printed only while a condition holds. */
export const ZSignParagraph = z.union([
  z.string().min(1),
  z.strictObject({ text: z.string().min(1), showWhen: ZSignCondition }),
]);
export type TSignParagraph = z.output<typeof ZSignParagraph>;

/** A section of the body; `id` is the anchor signature areas point at; `numbered` prints 1. 2. … before paragraphs. */
export const ZSignClause = z.object({
  id: z.string().regex(/^[a-z][a-zA-Z0-9-]*$/),
  heading: z.string().max(60),
  numbered: z.boolean(),
  paragraphs: z.array(ZSignParagraph).min(1),
});
export type TSignClause = z.output<typeof ZSignClause>;

export const ZSignPartyRole = z.enum(SIGN_PARTY_ROLES);

/** A line of the party block at the top of the contract (甲方（出卖人）：…). */
export const ZSignParty = z.object({ role: ZSignPartyRole, label: z.string().min(1).max(30) });
export type TSignParty = z.output<typeof ZSignParty>;

/**
 * Where a party signs: after the clause `anchor`. partyA/partyB areas are signed by the party, by
 * its agent when one is present (seed 000 §6), or sealed when the party is a company; the company
 * area takes the brokerage company's seal of `sealType` (1 公章, 2 合同章, 3 财务章).
 */
export const ZSignSignatureArea = z.object({
  party: ZSignPartyRole,
  label: z.string().min(1).max(30),
  mark: z.enum(SIGN_MARKS),
  sealType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  anchor: z.string().min(1),
  withDate: z.boolean(),
  /**
   * Where the area sits on the signed PDF's signature block (optional): its column of
   * two (0 left, 1 right; default: areas alternate) and the width in points of each picture
   * (default 110 for a signature, 120 ≈ 42 mm for a seal).
   */
  pdfColumn: z.union([z.literal(0), z.literal(1)]).optional(),
  pdfImageWidth: z.number().min(40).max(200).optional(),
});
export type TSignSignatureArea = z.output<typeof ZSignSignatureArea>;

/**
 * How the signed PDF is laid out (optional). crossPageSeal: the company seal of
 * crossPageSealType (default 2 合同章) is sliced across the right edge of every page (骑缝章).
 */
export const ZSignPdfLayout = z.object({
  crossPageSeal: z.boolean().optional(),
  crossPageSealType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type TSignPdfLayout = z.output<typeof ZSignPdfLayout>;

export const ZSignTemplateDefinition = z
  .object({
    /** Stable id across versions (e.g. hz-sale-existing). */
    code: z.string().regex(/^[a-z][a-z0-9-]*$/),
    boxType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    title: z.string().min(1).max(40),
    version: z.number().int().min(1),
    fields: z.array(ZSignField).min(1),
    parties: z.array(ZSignParty).min(2),
    clauses: z.array(ZSignClause).min(1),
    signatureAreas: z.array(ZSignSignatureArea).min(2),
    /** Whether the contract carries the furniture, appliance and receipt list (`ZSignAppliances`). */
    appliances: z.boolean(),
    /** The signed PDF's layout (cross-page seal); absent = no cross-page seal. */
    pdf: ZSignPdfLayout.optional(),
  })
  .superRefine((t, ctx) => {
    const names = new Set<string>();
    for (const f of t.fields) {
      if (names.has(f.fieldName)) ctx.addIssue({ code: 'custom', message: `field ${f.fieldName} repeats` });
      names.add(f.fieldName);
    }
    const conditions = [
      ...t.fields.flatMap((f) => (f.showWhen ? [f.showWhen] : [])),
      ...t.clauses.flatMap((c) => c.paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.showWhen]))),
    ];
    for (const c of conditions) {
      if (!names.has(c.field)) ctx.addIssue({ code: 'custom', message: `showWhen names unknown field ${c.field}` });
    }
    for (const c of t.clauses) {
      for (const p of c.paragraphs) {
        const text = typeof p === 'string' ? p : p.text;
        for (const name of placeholdersOf(text)) {
          if (!names.has(name)) ctx.addIssue({ code: 'custom', message: `clause ${c.id}: unknown {{${name}}}` });
        }
        if (/\{\{|\}\}/.test(text.replace(SIGN_PLACEHOLDER, ''))) {
          ctx.addIssue({ code: 'custom', message: `clause ${c.id}: malformed placeholder` });
        }
      }
    }
    const ids = new Set(t.clauses.map((c) => c.id));
    if (ids.size !== t.clauses.length) ctx.addIssue({ code: 'custom', message: 'clause ids repeat' });
    for (const a of t.signatureAreas) {
      if (!ids.has(a.anchor)) ctx.addIssue({ code: 'custom', message: `signature anchor ${a.anchor} is no clause` });
      if ((a.mark === 'seal') !== (a.sealType !== undefined)) {
        ctx.addIssue({ code: 'custom', message: `signature area ${a.label}: sealType goes with a seal` });
      }
    }
  });
export type TSignTemplateDefinition = z.output<typeof ZSignTemplateDefinition>;

/** The values of a contract's custom fields, by fieldName: text, a number, or the chosen option value(s). */
export const ZSignValues = z.record(
  z.string().regex(FIELD_NAME),
  z.union([z.string().max(SIGN_TEMPLATE_LIMITS.textareaLength), z.number(), z.array(z.string().max(20)), z.null()]),
);
export type TSignValue = string | number | readonly string[] | null | undefined;
export type TSignValues = Readonly<Record<string, TSignValue>>;

/** One row of the furniture, appliance and receipt list (seed 000 §3: name, count, remark). */
export const ZSignApplianceItem = z.object({
  name: z
    .string({ error: SIGN_FIELD_MSG.applianceName })
    .trim()
    .min(1, SIGN_FIELD_MSG.applianceName)
    .max(SIGN_TEMPLATE_LIMITS.applianceNameLength, SIGN_FIELD_MSG.tooLong('物品名称', 30)),
  count: numeric({ error: SIGN_FIELD_MSG.applianceCount })
    .int(SIGN_FIELD_MSG.applianceCount)
    .min(1, SIGN_FIELD_MSG.applianceCount)
    .max(SIGN_TEMPLATE_LIMITS.applianceCount, SIGN_FIELD_MSG.applianceCount),
  remark: z
    .string()
    .trim()
    .max(SIGN_TEMPLATE_LIMITS.applianceRemarkLength, SIGN_FIELD_MSG.tooLong('备注', 100))
    .default(''),
});

/** The furniture, appliance and receipt list of a contract (page pages/sign/appliance), printed as an annex. */
export const ZSignAppliances = z.object({
  contentList: z
    .array(ZSignApplianceItem)
    .max(SIGN_TEMPLATE_LIMITS.applianceItems, `物品最多${SIGN_TEMPLATE_LIMITS.applianceItems}项`)
    .default([]),
  remark: z
    .string()
    .trim()
    .max(SIGN_TEMPLATE_LIMITS.appliancesRemarkLength, SIGN_FIELD_MSG.tooLong('备注', 500))
    .default(''),
});
export type TSignAppliances = z.output<typeof ZSignAppliances>;
export type TSignAppliancesInput = z.input<typeof ZSignAppliances>;
