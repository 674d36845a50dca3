import { maskPhone } from '@awb/contract/common/validators';
import {
  CUSTOMER_TYPE_NAMES,
  HOUSE_AGE_NAMES,
  HOUSE_KIND_NAMES,
  LEVEL_NAMES,
  NEED_NAMES,
  PAYMENT_METHOD_NAMES,
  RENOVATION_NAMES,
  ROOM_FILTER,
  SEX_NAMES,
  SOURCE_NAMES,
  USES_NAMES,
} from '@awb/contract/customer-enums';
import { PRICE_UNIT } from '@awb/contract/customer-form';

/** The fields of a customer as the change record compares them (names already resolved). */
export type TCustomerSnapshot = {
  customerType: number;
  contacts: { name: string; phone: string; sex: number }[];
  wechat: string;
  floor: number | null;
  tfloor: number | null;
  area: number | null;
  tarea: number | null;
  price: number | null;
  tprice: number | null;
  paymentMethod: number;
  cityName: string;
  regionNames: string[];
  tags: string[];
  houseKind: number;
  communityNames: string[];
  renovation: number;
  garage: number;
  elevator: number;
  downPayment: number | null;
  uses: number;
  level: number;
  room: number;
  houseAge: number;
  remark: string;
  source: number;
  stateName: string;
};

const range = (low: number | null, high: number | null, unit: string) => {
  if (low === null && high === null) return '未填';
  if (low !== null && high !== null) return `${low}-${high}${unit}`;
  return low !== null ? `≥${low}${unit}` : `≤${high}${unit}`;
};
const list = (items: string[]) => (items.length > 0 ? items.join('、') : '无');
const text = (v: string) => (v === '' ? '无' : v.length > 30 ? `${v.slice(0, 30)}…` : v);
const option = (names: Record<number, string>, v: number) => names[v] ?? String(v);
/** Phones appear masked in the record: every member who may open the customer can read it. */
const contacts = (cs: TCustomerSnapshot['contacts']) =>
  cs
    .map((c) => `${c.name}${c.sex && !/(先生|女士)$/.test(c.name) ? SEX_NAMES[c.sex] : ''} ${maskPhone(c.phone)}`)
    .join('、');
const rooms = (v: number) => ROOM_FILTER.find((r) => r.value === v)?.label ?? String(v);

/**
 * What changed between two versions of a customer, as one line for the change record
 * ("价格：200-300万 → 250-350万；状态：有效 → 暂缓"), or '' when nothing did.
 */
export function describeChanges(before: TCustomerSnapshot, after: TCustomerSnapshot): string {
  const unitBefore = PRICE_UNIT[before.customerType] ?? '';
  const unitAfter = PRICE_UNIT[after.customerType] ?? '';
  const fields: [string, string, string][] = [
    ['客户类型', option(CUSTOMER_TYPE_NAMES, before.customerType), option(CUSTOMER_TYPE_NAMES, after.customerType)],
    ['联系人', contacts(before.contacts), contacts(after.contacts)],
    ['微信', text(before.wechat), text(after.wechat)],
    ['楼层', range(before.floor, before.tfloor, '层'), range(after.floor, after.tfloor, '层')],
    ['面积', range(before.area, before.tarea, '㎡'), range(after.area, after.tarea, '㎡')],
    ['价格', range(before.price, before.tprice, unitBefore), range(after.price, after.tprice, unitAfter)],
    ['付款方式', option(PAYMENT_METHOD_NAMES, before.paymentMethod), option(PAYMENT_METHOD_NAMES, after.paymentMethod)],
    ['城市', text(before.cityName), text(after.cityName)],
    ['意向区域', list(before.regionNames), list(after.regionNames)],
    ['标签', list(before.tags), list(after.tags)],
    ['物业类型', option(HOUSE_KIND_NAMES, before.houseKind), option(HOUSE_KIND_NAMES, after.houseKind)],
    ['意向小区', list(before.communityNames), list(after.communityNames)],
    ['装修', option(RENOVATION_NAMES, before.renovation), option(RENOVATION_NAMES, after.renovation)],
    ['车位', option(NEED_NAMES, before.garage), option(NEED_NAMES, after.garage)],
    ['电梯', option(NEED_NAMES, before.elevator), option(NEED_NAMES, after.elevator)],
    ['首付', range(before.downPayment, before.downPayment, '万'), range(after.downPayment, after.downPayment, '万')],
    ['用途', option(USES_NAMES, before.uses), option(USES_NAMES, after.uses)],
    ['客户等级', option(LEVEL_NAMES, before.level), option(LEVEL_NAMES, after.level)],
    ['户型', rooms(before.room), rooms(after.room)],
    ['房龄', option(HOUSE_AGE_NAMES, before.houseAge), option(HOUSE_AGE_NAMES, after.houseAge)],
    ['备注', text(before.remark), text(after.remark)],
    ['来源', option(SOURCE_NAMES, before.source), option(SOURCE_NAMES, after.source)],
    ['状态', text(before.stateName), text(after.stateName)],
  ];
  return fields
    .filter(([, a, b]) => a !== b)
    .map(([label, a, b]) => `${label}：${a} → ${b}`)
    .join('；');
}
