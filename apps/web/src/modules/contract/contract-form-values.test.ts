import { CONTRACT_MSG, CONTRACT_TYPE } from '@awb/contract/contract-fields';
import type { TContractSaleDetail } from '@awb/contract/contract-views';
import { describe, expect, it } from 'vitest';
import {
  emptyContractForm,
  formFromDetail,
  formProblem,
  isUntouched,
  type TContractForm,
  toRentBody,
  toSaleBody,
} from './contract-form-values.ts';

const filledSale = (): TContractForm => ({
  ...emptyContractForm('2026-11-20'),
  contractNo: 'MM-2026-001',
  houseName: '文鼎苑',
  houseBuilding: '3栋',
  houseRoomNo: '1202',
  houseArea: '89.5',
  partyAName: '王先生',
  partyAPhone: '13800001111',
  partyBName: '李女士',
  transactionPrice: '2800000',
  paymentMethod: 2,
  partyAAgencyFee: '28000',
});

describe('contract form mapping', () => {
  it('sends a sale form as the schema expects: trimmed text, numbers as typed, empty ones null', () => {
    const body = toSaleBody({ ...filledSale(), contractNo: ' MM-2026-001 ', house: { houseId: 7, label: 'CS000007' } });
    expect(body).toMatchObject({
      contractNo: 'MM-2026-001',
      signDate: '2026-11-20',
      houseId: 7,
      houseArea: '89.5',
      transactionPrice: '2800000',
      paymentMethod: 2,
      depositMoney: null,
      partyBAgencyFee: null,
      userId: null,
      transferDate: '',
    });
    expect(body).not.toHaveProperty('monthlyRent');
  });

  it('sends a rent form with its own fields only', () => {
    const body = toRentBody({ ...filledSale(), monthlyRent: '3500', startDate: '2026-12-01', endDate: '2027-11-30' });
    expect(body).toMatchObject({ monthlyRent: '3500', depositRent: null, startDate: '2026-12-01' });
    expect(body).not.toHaveProperty('transactionPrice');
  });

  it('finds the first problem with the server’s wording', () => {
    expect(formProblem(CONTRACT_TYPE.sale, filledSale())).toBeNull();
    expect(formProblem(CONTRACT_TYPE.sale, { ...filledSale(), contractNo: '' })).toBe(CONTRACT_MSG.contractNoRequired);
    expect(formProblem(CONTRACT_TYPE.sale, { ...filledSale(), transactionPrice: '' })).toBe(
      CONTRACT_MSG.transactionPriceRequired,
    );
    expect(formProblem(CONTRACT_TYPE.sale, { ...filledSale(), partyAPhone: '1234' })).toBe(CONTRACT_MSG.phoneFormat);
    const rent = {
      ...filledSale(),
      monthlyRent: '3500',
      paymentMethod: 2,
      startDate: '2026-12-01',
      endDate: '2026-11-01',
    };
    expect(formProblem(CONTRACT_TYPE.rent, rent)).toBe(CONTRACT_MSG.leaseRange);
    expect(formProblem(CONTRACT_TYPE.rent, { ...rent, endDate: '2027-11-30' })).toBeNull();
    // Only the rent pay-ways (1–8) are rent payment methods.
    expect(formProblem(CONTRACT_TYPE.rent, { ...rent, endDate: '2027-11-30', paymentMethod: 9 })).toBe(
      CONTRACT_MSG.paymentInvalid,
    );
  });

  it('fills the edit form from a detail and knows an untouched new form', () => {
    const detail = {
      contractId: 5,
      contractType: 1,
      contractNo: 'MM-1',
      signDate: '2026-10-01',
      houseId: 9,
      houseCode: 'CS000009',
      houseName: '文鼎苑',
      houseAddress: '',
      houseBuilding: '3栋',
      houseRoomNo: '1202',
      houseArea: 89.5,
      partyAName: '王',
      partyAPhone: '138****1111',
      partyBName: '李',
      partyBPhone: '',
      partyAAgencyFee: null,
      partyBAgencyFee: 1000,
      paymentMethod: 1,
      userId: 3,
      userName: '李娜',
      remark: '',
      transactionPrice: 2800000,
      depositMoney: null,
      loanAmount: null,
      transferDate: '',
      deliveryDate: '2026-12-01',
    } as unknown as TContractSaleDetail;
    const form = formFromDetail(detail);
    expect(form).toMatchObject({
      house: { houseId: 9, label: 'CS000009' },
      houseArea: '89.5',
      partyAAgencyFee: '',
      partyBAgencyFee: '1000',
      agent: { userId: 3, userName: '李娜' },
      transactionPrice: '2800000',
      deliveryDate: '2026-12-01',
      monthlyRent: '',
    });
    expect(isUntouched(emptyContractForm('2026-11-23'), '2026-11-23')).toBe(true);
    expect(isUntouched({ ...emptyContractForm('2026-11-23'), partyAName: '王' }, '2026-11-23')).toBe(false);
  });
});
