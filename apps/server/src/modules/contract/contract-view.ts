import { CONTRACT_TYPE, contractState, RENT_PAYMENT_NAMES, SALE_PAYMENT_NAMES } from '@awb/contract/contract-fields';
import type { TContractRentDetail, TContractRow, TContractSaleDetail } from '@awb/contract/contract-views';
import { formatTime, maskContactPhone } from '../housing/housing-format.ts';
import type { TPersonRecord } from '../housing/housing-people.ts';
import type { TContractDbRow } from './contract.repository.ts';

/** Money the database keeps as numeric(14,2), summed without float noise. */
function cents(...values: (number | null)[]): number {
  return Math.round(values.reduce<number>((sum, v) => sum + Math.round((v ?? 0) * 100), 0)) / 100;
}

const phoneOf = (phone: string, visible: boolean) => (visible || phone === '' ? phone : maskContactPhone(phone));

/** What the list row and the detail both show: the contract, its house, its parties and state. */
function shared(c: TContractDbRow, phoneVisible: boolean) {
  const state = contractState(c.contractType, c.state);
  return {
    contractId: c.id,
    contractType: c.contractType,
    contractNo: c.contractNo,
    signDate: c.signDate,
    houseId: c.houseId,
    houseName: c.houseName,
    houseAddress: c.houseAddress,
    houseBuilding: c.houseBuilding,
    houseRoomNo: c.houseRoomNo,
    partyAName: c.partyAName,
    partyAPhone: phoneOf(c.partyAPhone, phoneVisible),
    partyBName: c.partyBName,
    partyBPhone: phoneOf(c.partyBPhone, phoneVisible),
    commission: cents(c.partyAFee, c.partyBFee),
    state: c.state,
    stateName: state?.label ?? '',
    stateColor: state?.color ?? '',
    userId: c.userId,
    deptId: c.deptId ?? 0,
    pictureCount: c.pictureCount,
    createdAt: formatTime(c.createdAt),
    updatedAt: formatTime(c.updatedAt),
  };
}

/** A list row: phones always masked. */
export function contractRowView(
  c: TContractDbRow,
  people: Map<number, TPersonRecord>,
  deptNames: Map<number, string>,
): TContractRow {
  return {
    ...shared(c, false),
    amount: c.amount,
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
    userName: people.get(c.userId)?.userName ?? '',
    deptName: c.deptId ? (deptNames.get(c.deptId) ?? '') : '',
  };
}

export type TDetailExtras = {
  people: Map<number, TPersonRecord>;
  deptName: string;
  houseCode: string;
  customerName: string;
  phoneVisible: boolean;
  actions: TContractSaleDetail['actions'];
};

function detailBase(c: TContractDbRow, x: TDetailExtras) {
  const payments = c.contractType === CONTRACT_TYPE.rent ? RENT_PAYMENT_NAMES : SALE_PAYMENT_NAMES;
  return {
    ...shared(c, x.phoneVisible),
    houseCode: x.houseCode,
    houseArea: c.houseArea,
    phoneVisible: x.phoneVisible,
    partyAAgencyFee: c.partyAFee,
    partyBAgencyFee: c.partyBFee,
    paymentMethod: c.paymentMethod,
    paymentMethodName: payments[c.paymentMethod] ?? '',
    userName: x.people.get(c.userId)?.userName ?? '',
    deptName: x.deptName,
    remark: c.remark,
    createdBy: c.createdBy,
    createdByName: x.people.get(c.createdBy)?.userName ?? '',
    version: c.version,
    signContractId: c.signContractId ?? 0,
    customerId: c.customerId ?? 0,
    customerName: x.customerName,
    actions: x.actions,
  };
}

export function saleDetailView(c: TContractDbRow, x: TDetailExtras): TContractSaleDetail {
  return {
    ...detailBase(c, x),
    transactionPrice: c.amount,
    depositMoney: c.deposit,
    loanAmount: c.loanAmount,
    transferDate: c.transferDate ?? '',
    deliveryDate: c.deliveryDate ?? '',
  };
}

export function rentDetailView(c: TContractDbRow, x: TDetailExtras): TContractRentDetail {
  return {
    ...detailBase(c, x),
    monthlyRent: c.amount,
    depositRent: c.deposit,
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
  };
}
