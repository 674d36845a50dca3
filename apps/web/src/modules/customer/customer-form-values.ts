import { CUSTOMER_TYPE } from '@awb/contract/customer-enums';
import { type TCustomerAdd, ZCustomerAdd } from '@awb/contract/customer-form';
import type { TRangeText } from './components/range-input.tsx';
import { rangeFromNumbers, rangeNumbers } from './customer-format.ts';

export type TContactValues = { name: string; phone: string; sex: number };
/** A chosen intention community, with its name for the chips. */
export type TPickedCommunity = { communityId: number; name: string };
export type TPickedRegion = { id: number; name: string };

/** The add / edit form as the page keeps it (numbers as typed text, pickers with their names). */
export type TCustomerFormValues = {
  customerType: number;
  customerInfo: TContactValues[];
  wechat: string;
  level: number;
  source: number;
  state: number | null;
  room: number;
  floor: TRangeText;
  area: TRangeText;
  price: TRangeText;
  downPayments: string;
  paymentMethod: number;
  houseType: number;
  renovation: number;
  elevator: number;
  houseGarage: number;
  uses: number;
  houseAge: number;
  city: { id: number; name: string } | null;
  region: TPickedRegion[];
  community: TPickedCommunity[];
  tags: string[];
  remark: string;
};

const EMPTY_RANGE: TRangeText = { min: '', max: '' };

export function emptyCustomerForm(): TCustomerFormValues {
  return {
    customerType: CUSTOMER_TYPE.sell,
    customerInfo: [{ name: '', phone: '', sex: 1 }],
    wechat: '',
    level: 3,
    source: 1,
    state: null,
    room: 0,
    floor: EMPTY_RANGE,
    area: EMPTY_RANGE,
    price: EMPTY_RANGE,
    downPayments: '',
    paymentMethod: 0,
    houseType: 0,
    renovation: 0,
    elevator: 0,
    houseGarage: 0,
    uses: 0,
    houseAge: 0,
    city: null,
    region: [],
    community: [],
    tags: [],
    remark: '',
  };
}

/** Whether anything beyond the defaults was typed (a draft worth keeping). */
export function isUntouched(values: TCustomerFormValues): boolean {
  return JSON.stringify(values) === JSON.stringify(emptyCustomerForm());
}

/** The body of customerAdd / customerEdit (without customerId). */
export function toCustomerBody(v: TCustomerFormValues): TCustomerAdd {
  const floor = rangeNumbers(v.floor);
  const area = rangeNumbers(v.area);
  const price = rangeNumbers(v.price);
  const down = v.downPayments.trim();
  return {
    customerType: v.customerType,
    customerInfo: v.customerInfo.map((c) => ({ name: c.name.trim(), phone: c.phone.trim(), sex: c.sex })),
    wechat: v.wechat.trim(),
    level: v.level,
    source: v.source,
    state: v.state,
    room: v.room,
    floor: floor.min,
    tfloor: floor.max,
    area: area.min,
    tarea: area.max,
    price: price.min,
    tprice: price.max,
    downPayments: down === '' ? null : Number(down),
    paymentMethod: v.paymentMethod,
    houseType: v.houseType,
    renovation: v.renovation,
    elevator: v.elevator,
    houseGarage: v.houseGarage,
    uses: v.uses,
    houseAge: v.houseAge,
    city: v.city?.id ?? null,
    region: v.region.map((r) => r.id),
    community: v.community.map((c) => c.communityId),
    tags: v.tags,
    remark: v.remark.trim(),
  };
}

/** The first problem of the form with the field it is about, checked with the server's own schema, or null. */
export function formIssue(v: TCustomerFormValues): { message: string; path: PropertyKey[] } | null {
  const result = ZCustomerAdd.safeParse(toCustomerBody(v));
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { message: issue?.message ?? '请检查填写的内容', path: issue?.path ?? [] };
}

/** The first problem of the form (same Chinese message as the server), or null. */
export function formProblem(v: TCustomerFormValues): string | null {
  return formIssue(v)?.message ?? null;
}

export { rangeFromNumbers };
