import { z } from 'zod';
import { ZDay, ZTime } from './common/time-fields.ts';

/**
 * What the contract calls answer. Dates are YYYY-MM-DD ('' when absent), times 'YYYY-MM-DD HH:mm' China time, money
 * in 元 (null when the form left it empty). Phones are masked (138****5678) in lists, and in the
 * detail unless `phoneVisible` (a manager, the contract's agent, or a holder of the type's edit item).
 */

/** A row of contractSalePosts / contractRentPosts. */
export const ZContractRow = z.object({
  contractId: z.number(),
  /** CONTRACT_TYPE: 1 sale, 2 rent. */
  contractType: z.number(),
  contractNo: z.string(),
  signDate: ZDay,
  houseId: z.number().nullable(),
  houseName: z.string(),
  houseAddress: z.string(),
  houseBuilding: z.string(),
  houseRoomNo: z.string(),
  partyAName: z.string(),
  partyAPhone: z.string(),
  partyBName: z.string(),
  partyBPhone: z.string(),
  /** Sale: transactionPrice; rent: monthlyRent (元). */
  amount: z.number(),
  /** partyAAgencyFee + partyBAgencyFee (元). */
  commission: z.number(),
  /** Rent lease ('' for a sale contract). */
  startDate: ZDay,
  endDate: ZDay,
  state: z.number(),
  stateName: z.string(),
  stateColor: z.string(),
  /** 经办人 and their department when the contract was saved. */
  userId: z.number(),
  userName: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  pictureCount: z.number(),
  createdAt: ZTime,
  updatedAt: ZTime,
});
export type TContractRow = z.output<typeof ZContractRow>;

/** What the caller may do with this contract (permission items, closed states and scope combined). */
export const ZContractActions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** The states the caller may move it to (values of CONTRACT_STATES of the type). */
  states: z.array(z.number()),
  pictures: z.boolean(),
  followUp: z.boolean(),
});

const detailBase = {
  contractId: z.number(),
  contractType: z.number(),
  contractNo: z.string(),
  signDate: ZDay,
  houseId: z.number().nullable(),
  /** The linked listing's house code ('' when none or deleted). */
  houseCode: z.string(),
  houseName: z.string(),
  houseAddress: z.string(),
  houseBuilding: z.string(),
  houseRoomNo: z.string(),
  houseArea: z.number().nullable(),
  partyAName: z.string(),
  partyAPhone: z.string(),
  partyBName: z.string(),
  partyBPhone: z.string(),
  phoneVisible: z.boolean(),
  partyAAgencyFee: z.number().nullable(),
  partyBAgencyFee: z.number().nullable(),
  commission: z.number(),
  paymentMethod: z.number(),
  paymentMethodName: z.string(),
  userId: z.number(),
  userName: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  remark: z.string(),
  state: z.number(),
  stateName: z.string(),
  stateColor: z.string(),
  createdBy: z.number(),
  createdByName: z.string(),
  createdAt: ZTime,
  updatedAt: ZTime,
  /** Send back with the edit: another change in between answers 409. */
  version: z.number(),
  pictureCount: z.number(),
  /** The e-contract (电子签约) this record was made from when it completed; 0 for a typed record. */
  signContractId: z.number(),
  /** The customer the e-contract was drafted for (关联客源); 0 for none. */
  customerId: z.number(),
  /** The customer's name when the caller may open the customer; '' otherwise. */
  customerName: z.string(),
  actions: ZContractActions,
};

export const ZContractSaleDetail = z.object({
  ...detailBase,
  transactionPrice: z.number(),
  depositMoney: z.number().nullable(),
  loanAmount: z.number().nullable(),
  transferDate: ZDay,
  deliveryDate: ZDay,
});
export type TContractSaleDetail = z.output<typeof ZContractSaleDetail>;

export const ZContractRentDetail = z.object({
  ...detailBase,
  monthlyRent: z.number(),
  depositRent: z.number().nullable(),
  startDate: ZDay,
  endDate: ZDay,
});
export type TContractRentDetail = z.output<typeof ZContractRentDetail>;

/** A contract picture (seed 001 §3: url, roleType, title). */
export const ZContractPicture = z.object({
  pictureId: z.number(),
  /** Signed link to show; send it back unchanged in contractPictureUpdate to keep the picture. */
  url: z.string(),
  /** CONTRACT_ROLE_TYPE_NAMES: 0 其他, 1 甲方, 2 乙方, 3 经纪方. */
  roleType: z.number(),
  title: z.string(),
});
export type TContractPicture = z.output<typeof ZContractPicture>;

/** A category with its pictures (seed 001 §3: categoryId, category); every category, empty ones too. */
export const ZContractPictureCategory = z.object({
  categoryId: z.number(),
  category: z.string(),
  pictures: z.array(ZContractPicture),
});
export type TContractPictureCategory = z.output<typeof ZContractPictureCategory>;

/** Answer of add / edit / state change. */
export const ZContractSaved = z.object({ contractId: z.number(), version: z.number() });
/** A state change: `approvalId` when an approval flow holds it (msg 已提交审批; docs/approvals.md). */
/** A delete: null when done at once, {approvalId} when an approval flow holds it (msg 已提交审批). */
export const ZContractHeld = z.object({ approvalId: z.number() }).nullable();
export const ZContractStateSaved = ZContractSaved.extend({ approvalId: z.number().optional() });
