import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import {
  type TContractRentAdd,
  type TContractSaleAdd,
  ZContractRentAdd,
  ZContractSaleAdd,
} from '@awb/contract/contract-form';
import type { TContractRentDetail, TContractSaleDetail } from '@awb/contract/contract-views';

/**
 * The add / edit form of a contract as the inputs hold it (numbers as typed text), one shape for both
 * types (the other type's fields stay empty), and its mapping to and from the contract's schemas.
 */
export type TContractForm = {
  contractNo: string;
  signDate: string;
  /** The linked listing, with a label to show; null for none. */
  house: { houseId: number; label: string } | null;
  houseName: string;
  houseAddress: string;
  houseBuilding: string;
  houseRoomNo: string;
  houseArea: string;
  partyAName: string;
  partyAPhone: string;
  partyBName: string;
  partyBPhone: string;
  partyAAgencyFee: string;
  partyBAgencyFee: string;
  /** 经办人; null: the caller. */
  agent: { userId: number; userName: string } | null;
  remark: string;
  paymentMethod: number | null;
  transactionPrice: string;
  depositMoney: string;
  loanAmount: string;
  transferDate: string;
  deliveryDate: string;
  monthlyRent: string;
  depositRent: string;
  startDate: string;
  endDate: string;
};

export function emptyContractForm(signDate = ''): TContractForm {
  return {
    contractNo: '',
    signDate,
    house: null,
    houseName: '',
    houseAddress: '',
    houseBuilding: '',
    houseRoomNo: '',
    houseArea: '',
    partyAName: '',
    partyAPhone: '',
    partyBName: '',
    partyBPhone: '',
    partyAAgencyFee: '',
    partyBAgencyFee: '',
    agent: null,
    remark: '',
    paymentMethod: null,
    transactionPrice: '',
    depositMoney: '',
    loanAmount: '',
    transferDate: '',
    deliveryDate: '',
    monthlyRent: '',
    depositRent: '',
    startDate: '',
    endDate: '',
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : s.trim());

/** The edit form filled from a contract's detail (sale or rent). */
export function formFromDetail(d: TContractSaleDetail | TContractRentDetail): TContractForm {
  const base: TContractForm = {
    ...emptyContractForm(d.signDate),
    contractNo: d.contractNo,
    house: d.houseId ? { houseId: d.houseId, label: d.houseCode || d.houseName } : null,
    houseName: d.houseName,
    houseAddress: d.houseAddress,
    houseBuilding: d.houseBuilding,
    houseRoomNo: d.houseRoomNo,
    houseArea: text(d.houseArea),
    partyAName: d.partyAName,
    partyAPhone: d.partyAPhone,
    partyBName: d.partyBName,
    partyBPhone: d.partyBPhone,
    partyAAgencyFee: text(d.partyAAgencyFee),
    partyBAgencyFee: text(d.partyBAgencyFee),
    agent: d.userId ? { userId: d.userId, userName: d.userName } : null,
    remark: d.remark,
    paymentMethod: d.paymentMethod || null,
  };
  if ('transactionPrice' in d) {
    return {
      ...base,
      transactionPrice: text(d.transactionPrice),
      depositMoney: text(d.depositMoney),
      loanAmount: text(d.loanAmount),
      transferDate: d.transferDate,
      deliveryDate: d.deliveryDate,
    };
  }
  return {
    ...base,
    monthlyRent: text(d.monthlyRent),
    depositRent: text(d.depositRent),
    startDate: d.startDate,
    endDate: d.endDate,
  };
}

function commonBody(v: TContractForm) {
  return {
    contractNo: v.contractNo.trim(),
    signDate: v.signDate,
    houseId: v.house?.houseId ?? null,
    houseName: v.houseName.trim(),
    houseAddress: v.houseAddress.trim(),
    houseBuilding: v.houseBuilding.trim(),
    houseRoomNo: v.houseRoomNo.trim(),
    houseArea: num(v.houseArea),
    partyAName: v.partyAName.trim(),
    partyAPhone: v.partyAPhone.trim(),
    partyBName: v.partyBName.trim(),
    partyBPhone: v.partyBPhone.trim(),
    partyAAgencyFee: num(v.partyAAgencyFee),
    partyBAgencyFee: num(v.partyBAgencyFee),
    userId: v.agent?.userId ?? null,
    remark: v.remark.trim(),
  };
}

export function toSaleBody(v: TContractForm): TContractSaleAdd {
  return {
    ...commonBody(v),
    transactionPrice: num(v.transactionPrice),
    paymentMethod: v.paymentMethod,
    depositMoney: num(v.depositMoney),
    loanAmount: num(v.loanAmount),
    transferDate: v.transferDate,
    deliveryDate: v.deliveryDate,
  } as TContractSaleAdd;
}

export function toRentBody(v: TContractForm): TContractRentAdd {
  return {
    ...commonBody(v),
    monthlyRent: num(v.monthlyRent),
    depositRent: num(v.depositRent),
    paymentMethod: v.paymentMethod,
    startDate: v.startDate,
    endDate: v.endDate,
  } as TContractRentAdd;
}

/** The first problem of the form as the server would word it (the same schema), or null when it may be sent. */
export function formProblem(contractType: number, v: TContractForm): string | null {
  const result =
    contractType === CONTRACT_TYPE.rent
      ? ZContractRentAdd.safeParse(toRentBody(v))
      : ZContractSaleAdd.safeParse(toSaleBody(v));
  return result.success ? null : (result.error.issues[0]?.message ?? '请检查填写内容');
}

/** Whether a new form still holds nothing the agent typed (its draft is then dropped). */
export function isUntouched(v: TContractForm, signDate: string): boolean {
  return JSON.stringify(v) === JSON.stringify(emptyContractForm(signDate));
}
