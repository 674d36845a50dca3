import { SIGN_PARTY_TYPE, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { SIGN_GROUP_TYPE_NAMES } from '@awb/contract/sign-template-constants';
import type { TSignField, TSignValues } from '@awb/contract/sign-template-fields';
import { defaultSignValues, visibleFields } from '@awb/contract/sign-template-rules';

/**
 * The contract content as the signing form holds it (seed 000 §3), and the pure steps between it,
 * the template and the server: a new content from defaults and a prefill, what is sent, the
 * sections of the form, the wrong fields of a 400020 answer.
 */
export type TFormPerson = { name: string; certNo: string; phone: string };
export type TFormParty = TFormPerson & { type: number };
export type TFormAppliance = { name: string; count: number; remark: string };

export type TFormContent = {
  signatureType: number;
  signBodyList: { type: number; id: number }[];
  draftCode: string;
  houseName: string;
  houseBuilding: string;
  houseRoomNo: string;
  /** The listing the contract was started from; 0 for none. */
  houseId: number;
  /** The customer the contract is drafted for; 0 for none. */
  customerId: number;
  /** The 合同管理 record the contract was started from (it is updated and linked on completion); 0 for none. */
  recordId: number;
  partyA: TFormParty;
  partyB: TFormParty;
  agentA: TFormPerson | null;
  agentB: TFormPerson | null;
  partyACoowner: TFormPerson[];
  partyBCoowner: TFormPerson[];
  values: Record<string, string | string[]>;
  appliances: { contentList: TFormAppliance[]; remark: string };
};

export type TSide = 'A' | 'B';
/** The top-level house fields are the template fields of the same names (docs/signing.md). */
export const HOUSE_FIELDS = ['houseName', 'houseBuilding', 'houseRoomNo'] as const;
/** Seed 000 §6: co-owners on either side, at most 10. */
export const MAX_COOWNERS = 10;

export const emptyPerson = (): TFormPerson => ({ name: '', certNo: '', phone: '' });
const emptyParty = (): TFormParty => ({ type: SIGN_PARTY_TYPE.person, ...emptyPerson() });

/** What a listing, a customer or a contract record brings to a new contract. */
export type TPrefill = {
  houseId?: number;
  customerId?: number;
  recordId?: number;
  values?: Record<string, string>;
  partyA?: Partial<TFormParty>;
  partyB?: Partial<TFormParty>;
};

type TSetting = {
  paramMap: Record<string, string>;
  defaultCityInfo: { provinceName: string; cityName: string } | null;
};

/**
 * A new contract: the template's defaults (tax and fee 2, loan dispute 1), then the company's
 * parameter map and default city, then the prefill; only names the template has are kept.
 */
export function newContent(
  fields: readonly TSignField[],
  draftCode: string,
  setting: TSetting | null,
  prefill: TPrefill = {},
): TFormContent {
  const known = new Set(fields.map((f) => f.fieldName));
  const values: Record<string, string | string[]> = { ...defaultSignValues({ fields: [...fields] }) };
  const city = setting?.defaultCityInfo;
  const layers: Record<string, string>[] = [
    setting?.paramMap ?? {},
    city ? { province: city.provinceName, city: city.cityName } : {},
    prefill.values ?? {},
  ];
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer)) {
      if (known.has(name) && value.trim() !== '') values[name] = value.trim();
    }
  }
  return {
    signatureType: SIGNATURE_TYPE.withCompany,
    signBodyList: [],
    draftCode,
    houseName: '',
    houseBuilding: '',
    houseRoomNo: '',
    houseId: prefill.houseId ?? 0,
    customerId: prefill.customerId ?? 0,
    recordId: prefill.recordId ?? 0,
    partyA: { ...emptyParty(), ...prefill.partyA },
    partyB: { ...emptyParty(), ...prefill.partyB },
    agentA: null,
    agentB: null,
    partyACoowner: [],
    partyBCoowner: [],
    values,
    appliances: { contentList: [], remark: '' },
  };
}

/** A stored or answered content made whole (a draft from the server is `unknown`). */
export function normaliseContent(raw: unknown, draftCode: string): TFormContent {
  const c = (raw && typeof raw === 'object' ? raw : {}) as Partial<TFormContent>;
  const base = newContent([], draftCode, null);
  return {
    ...base,
    ...c,
    draftCode,
    partyA: { ...base.partyA, ...c.partyA },
    partyB: { ...base.partyB, ...c.partyB },
    partyACoowner: Array.isArray(c.partyACoowner) ? c.partyACoowner : [],
    partyBCoowner: Array.isArray(c.partyBCoowner) ? c.partyBCoowner : [],
    signBodyList: Array.isArray(c.signBodyList) ? c.signBodyList : [],
    values: { ...(c.values ?? {}), ...houseValuesOf(c) },
    appliances: { contentList: c.appliances?.contentList ?? [], remark: c.appliances?.remark ?? '' },
  };
}

function houseValuesOf(c: Partial<TFormContent>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of HOUSE_FIELDS) {
    const v = c[name];
    if (typeof v === 'string' && v !== '' && !c.values?.[name]) out[name] = v;
  }
  return out;
}

/**
 * The content as sent: the house fields copied to the top level (the server needs one of them to
 * keep a draft), no signing body when only the parties sign (seed 000 §5).
 */
export function contentToSend(content: TFormContent): TFormContent {
  const text = (name: string) => {
    const v = content.values[name];
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    ...content,
    houseName: text('houseName'),
    houseBuilding: text('houseBuilding'),
    houseRoomNo: text('houseRoomNo'),
    signBodyList: content.signatureType === SIGNATURE_TYPE.partiesOnly ? [] : content.signBodyList,
    // A row just added has no name yet: it stays on the phone until it has one.
    appliances: {
      ...content.appliances,
      contentList: content.appliances.contentList
        .filter((a) => a.name.trim() !== '')
        .map((a) => ({ ...a, count: Math.max(1, a.count) })),
    },
  };
}

/** Whether the server would keep this draft: a community name, building or room number is filled. */
export function canKeepDraft(content: TFormContent): boolean {
  const sent = contentToSend(content);
  return HOUSE_FIELDS.some((name) => sent[name] !== '');
}

export type TFormSection = { groupType: number; title: string; fields: TSignField[] };

/** The shown fields for these answers, in the seed's sections (groupType 0–4), empty sections left out. */
export function formSections(fields: readonly TSignField[], values: TSignValues): TFormSection[] {
  const shown = visibleFields({ fields: [...fields] }, values);
  const groups = [...new Set(fields.map((f) => f.groupType))].sort((a, b) => a - b);
  return groups
    .map((groupType) => ({
      groupType,
      title: SIGN_GROUP_TYPE_NAMES[groupType] ?? '其他信息',
      fields: shown.filter((f) => f.groupType === groupType),
    }))
    .filter((s) => s.fields.length > 0);
}

/** Keeps what a number input may hold while typing: digits and one point (integers: digits only). */
export function cleanNumber(input: string, integer: boolean): string {
  const digits = input.replace(integer ? /[^\d]/g : /[^\d.]/g, '');
  if (integer) return digits;
  const [head, ...rest] = digits.split('.');
  return rest.length > 0 ? `${head}.${rest.join('')}` : (head ?? '');
}

export type TIdentityError = { field: string; label: string; message: string };

/** The 400020 answer's data as wrong field → message (e.g. 'partyA.certNo' → 身份证号格式不正确). */
export function identityErrors(data: unknown): Record<string, string> {
  if (!Array.isArray(data)) return {};
  const out: Record<string, string> = {};
  for (const item of data as Partial<TIdentityError>[]) {
    if (typeof item?.field === 'string' && typeof item.message === 'string' && !out[item.field]) {
      out[item.field] = item.message;
    }
  }
  return out;
}

/** The lines the 400020 dialog lists: 甲方：身份证号格式不正确. */
export function identityLines(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return (data as Partial<TIdentityError>[])
    .filter((i) => typeof i?.message === 'string')
    .map((i) => (i.label ? `${i.label}：${i.message}` : String(i.message)));
}

/** Adds a co-owner on one side, at most MAX_COOWNERS. */
export function addCoowner(content: TFormContent, side: TSide): TFormContent {
  const key = side === 'A' ? 'partyACoowner' : 'partyBCoowner';
  if (content[key].length >= MAX_COOWNERS) return content;
  return { ...content, [key]: [...content[key], emptyPerson()] };
}

export function removeCoowner(content: TFormContent, side: TSide, index: number): TFormContent {
  const key = side === 'A' ? 'partyACoowner' : 'partyBCoowner';
  return { ...content, [key]: content[key].filter((_, i) => i !== index) };
}
