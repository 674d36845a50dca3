import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { ZId } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import {
  CONTRACT_LIMITS,
  CONTRACT_MSG,
  RENT_PAYMENT_NAMES,
  SALE_PAYMENT_NAMES,
  ZContractAmount,
  ZContractDate,
  ZContractDateOrEmpty,
  ZContractNo,
  ZContractOption,
  ZContractOptionalAmount,
  ZContractOptionalId,
  ZContractText,
  ZPartyPhone,
} from './contract-fields.ts';

/**
 * The add and edit forms of sale and rent contracts (pages contract/sell-operation and
 * rent-operation). Seed 001 leaves the payload "not shown"; the names follow seed 000's signing
 * form where it has one (transactionPrice, partyAAgencyFee, monthlyRent, depositRent, startDate …).
 */

const L = CONTRACT_LIMITS;

/** Fields both types share. */
const commonFields = {
  /** 合同编号, unique in the company across both types. */
  contractNo: ZContractNo,
  /** 签约日期. */
  signDate: ZContractDate(CONTRACT_MSG.signDateRequired),
  /** The linked listing of the company (optional; of the contract's type: sale ↔ 出售, rent ↔ 出租). */
  houseId: ZContractOptionalId.default(null),
  /** 小区/楼盘 name of the house (seed 000 contract content: houseName). */
  houseName: ZContractText(L.textLength, CONTRACT_MSG.houseNameRequired),
  /** 房屋地址. */
  houseAddress: ZContractText(L.textLength).default(''),
  /** 楼栋 and 房号 (seed 000: houseBuilding, houseRoomNo). */
  houseBuilding: ZContractText(20).default(''),
  houseRoomNo: ZContractText(20).default(''),
  /** 建筑面积 ㎡, or null. */
  houseArea: ZContractOptionalAmount(L.maxArea, CONTRACT_MSG.areaFormat).default(null),
  /** 甲方: sale 卖方（业主）, rent 出租方（房东）. */
  partyAName: ZContractText(L.nameLength, CONTRACT_MSG.partyANameRequired),
  partyAPhone: ZPartyPhone.default(''),
  /** 乙方: sale 买方, rent 承租方（租客）. */
  partyBName: ZContractText(L.nameLength, CONTRACT_MSG.partyBNameRequired),
  partyBPhone: ZPartyPhone.default(''),
  /** 佣金 from each side, 元 (seed 000: partyAAgencyFee, partyBAgencyFee). */
  partyAAgencyFee: ZContractOptionalAmount().default(null),
  partyBAgencyFee: ZContractOptionalAmount().default(null),
  /** 经办人: a working member of the company; absent → the caller. Their department is kept with the contract. */
  userId: ZContractOptionalId.default(null),
  remark: ZContractText(L.remarkLength).default(''),
};

const saleFields = {
  ...commonFields,
  /** 成交价, 元. */
  transactionPrice: ZContractAmount(CONTRACT_MSG.transactionPriceRequired),
  /** SALE_PAYMENT_NAMES: 1 全款, 2 商业贷款, 3 公积金贷款, 4 组合贷款. */
  paymentMethod: ZContractOption(SALE_PAYMENT_NAMES, CONTRACT_MSG.paymentInvalid),
  /** 定金 and 贷款金额, 元, or null. */
  depositMoney: ZContractOptionalAmount().default(null),
  loanAmount: ZContractOptionalAmount().default(null),
  /** 过户日期 and 交房日期, or ''. */
  transferDate: ZContractDateOrEmpty.default(''),
  deliveryDate: ZContractDateOrEmpty.default(''),
};

const rentFields = {
  ...commonFields,
  /** 月租金, 元. */
  monthlyRent: ZContractAmount(CONTRACT_MSG.monthlyRentRequired),
  /** 押金, 元, or null. */
  depositRent: ZContractOptionalAmount().default(null),
  /** RENT_PAYMENT_NAMES (pay-ways.ts): 1 押一付一 … 8 其他. */
  paymentMethod: ZContractOption(RENT_PAYMENT_NAMES, CONTRACT_MSG.paymentInvalid),
  /** 起租日期 and 到期日期 (end ≥ start). */
  startDate: ZContractDate(CONTRACT_MSG.leaseStartRequired),
  endDate: ZContractDate(CONTRACT_MSG.leaseEndRequired),
};

function checkLease(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  if (v.startDate !== '' && v.endDate !== '' && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', message: CONTRACT_MSG.leaseRange, path: ['endDate'] });
  }
}

/** The `version` the edit form was read at (contractSaleDetail / contractRentDetail); another change since → 409. */
const ZVersion = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .min(1, MSG.invalidParams)
  .max(2_147_483_647, MSG.invalidParams);

export const ZContractSaleAdd = z.object(saleFields);
export type TContractSaleAdd = z.input<typeof ZContractSaleAdd>;
export type TContractSaleValues = z.output<typeof ZContractSaleAdd>;

export const ZContractSaleEdit = z.object({ contractId: ZId, version: ZVersion, ...saleFields });
export type TContractSaleEdit = z.input<typeof ZContractSaleEdit>;

export const ZContractRentAdd = z.object(rentFields).superRefine(checkLease);
export type TContractRentAdd = z.input<typeof ZContractRentAdd>;
export type TContractRentValues = z.output<typeof ZContractRentAdd>;

export const ZContractRentEdit = z
  .object({ contractId: ZId, version: ZVersion, ...rentFields })
  .superRefine(checkLease);
export type TContractRentEdit = z.input<typeof ZContractRentEdit>;
