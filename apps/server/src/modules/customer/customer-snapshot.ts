import { stateName, type TCustomerSetting } from '@awb/contract/customer-setting';
import type { TCustomerSnapshot } from './change-diff.ts';
import type { TCustomerDbRow } from './customer.repository.ts';
import { customerRefs } from './customer-refs.ts';

/** A customer as the change record compares it. */
export function snapshot(
  c: TCustomerDbRow,
  contacts: { name: string; phone: string; sex: number }[],
  communityIds: number[],
  names: Map<number, { name: string }>,
  setting: TCustomerSetting,
): TCustomerSnapshot {
  return {
    customerType: c.customerType,
    contacts,
    wechat: c.wechat,
    floor: c.floorMin,
    tfloor: c.floorMax,
    area: c.areaMin,
    tarea: c.areaMax,
    price: c.priceMin,
    tprice: c.priceMax,
    paymentMethod: c.paymentMethod,
    cityName: customerRefs.cityName(c.cityId),
    regionNames: c.regions.map((d) => customerRefs.districtName(d)),
    tags: c.tags,
    houseKind: c.houseKind,
    communityNames: communityIds.map((id) => names.get(id)?.name ?? ''),
    renovation: c.renovation,
    garage: c.garage,
    elevator: c.elevator,
    downPayment: c.downPayment,
    uses: c.uses,
    level: c.level,
    room: c.room,
    houseAge: c.houseAge,
    remark: c.remark,
    source: c.source,
    stateName: stateName(setting, c.customerType, c.state),
  };
}
