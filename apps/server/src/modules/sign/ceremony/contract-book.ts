import { chinaDay } from '@awb/contract/common/china-time';
import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { regionText, streetText } from '@awb/contract/house-address';
import type { TSignContent } from '@awb/contract/sign-contract';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import type { TSignedContract } from '../../contract/contract.service.ts';
import type { TSignContractDbRow } from '../sign-contract.repository.ts';

/**
 * The contract book's record of a completed e-contract (docs/contract.md "Records from e-contracts"):
 * a 买卖 or 居间 e-contract is a sale record, a 租赁 one a rent record; amounts and parties come from the
 * frozen content, the 经办人 is the agent who drafted it, the sign date the day it completed.
 */

/** 付款方式 of the signing form (0 一次性付款, 1 分期付款, 2 商业贷款, 3 公积金贷款, 4 组合贷款) → the book's 1–4. */
const SALE_PAYMENT: Record<string, number> = { '0': 1, '1': 1, '2': 2, '3': 3, '4': 4 };
/** 付款周期 of the lease (1 月付, 2 季付, 3 半年付, 4 年付) → the book's 11 押一付一, 12 押一付三, 14 半年付, 15 年付. */
const RENT_PAYMENT: Record<string, number> = { '1': 11, '2': 12, '3': 14, '4': 15 };
const RENT_OTHER = 16;

type TValues = TSignContent['values'];

/** A field's value as text ('' when empty or a list). */
function textOf(values: TValues, field: string): string {
  const value = values[field];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** A money field in 元 (null when empty or not a number). */
function money(values: TValues, field: string): number | null {
  const text = textOf(values, field);
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n < 1e11 ? Math.round(n * 100) / 100 : null;
}

function day(values: TValues, field: string): string | null {
  const text = textOf(values, field);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

const sum = (...parts: (number | null)[]) => {
  const known = parts.filter((p): p is number => p !== null);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
};

export function signedContractRecord(
  contract: TSignContractDbRow,
  content: TSignContent,
  completedAt: Date,
): TSignedContract {
  const v = content.values;
  const rent = contract.boxType === SIGN_BOX_TYPE.rent;
  const region = { province: textOf(v, 'province'), city: textOf(v, 'city'), district: textOf(v, 'district') };
  // The book keeps building and room apart: its address is the region and street, each once.
  const address = regionText(region) + streetText({ ...region, address: textOf(v, 'address') });
  return {
    companyId: contract.companyId,
    signContractId: contract.id,
    contractType: rent ? CONTRACT_TYPE.rent : CONTRACT_TYPE.sale,
    contractNo: contract.contractNo,
    signDate: chinaDay(completedAt),
    houseId: content.houseId > 0 ? content.houseId : null,
    customerId: content.customerId > 0 ? content.customerId : null,
    recordId: content.recordId > 0 ? content.recordId : null,
    houseName: content.houseName || contract.houseName || contract.title,
    houseAddress: address.slice(0, 200),
    houseBuilding: content.houseBuilding,
    houseRoomNo: content.houseRoomNo,
    houseArea: money(v, 'houseArea'),
    partyAName: content.partyA.name,
    partyAPhone: content.partyA.phone,
    partyBName: content.partyB.name,
    partyBPhone: content.partyB.phone,
    amount: (rent ? money(v, 'monthlyRent') : money(v, 'transactionPrice')) ?? 0,
    partyAFee: rent ? money(v, 'dailiFeeA') : money(v, 'partyAAgencyFee'),
    partyBFee: rent ? money(v, 'dailiFeeB') : money(v, 'partyBAgencyFee'),
    paymentMethod: rent
      ? (RENT_PAYMENT[textOf(v, 'paymentCycle')] ?? RENT_OTHER)
      : (SALE_PAYMENT[textOf(v, 'paymentMethod')] ?? 1),
    deposit: rent
      ? money(v, 'depositRent')
      : sum(money(v, 'depositMoneyOne'), money(v, 'depositMoneyTwo'), money(v, 'depositMoneyThree')),
    loanAmount: rent ? null : money(v, 'loanAmount'),
    transferDate: rent ? null : day(v, 'transferDate'),
    deliveryDate: rent ? null : day(v, 'deliveryDate'),
    startDate: rent ? day(v, 'startDate') : null,
    endDate: rent ? day(v, 'endDate') : null,
    userId: contract.userId,
    at: completedAt,
  };
}
