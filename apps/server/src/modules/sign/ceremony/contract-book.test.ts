import { ZSignContent } from '@awb/contract/sign-contract';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import { describe, expect, it } from 'vitest';
import type { TSignContractDbRow } from '../sign-contract.repository.ts';
import { signedContractRecord } from './contract-book.ts';

const contract = {
  id: 7,
  companyId: 1,
  userId: 3,
  boxType: SIGN_BOX_TYPE.sale,
  contractNo: 'QY2026120700001',
  title: '杭州市存量房买卖合同',
  houseName: '文鼎苑',
} as TSignContractDbRow;

describe('the contract book record of a completed e-contract', () => {
  it('keeps the address once when the street repeats the region, and the price in 元', () => {
    const content = ZSignContent.parse({
      houseName: '文鼎苑',
      houseBuilding: '6',
      houseRoomNo: '1203',
      partyA: { type: 1, name: '陈静', certNo: '', phone: '13900000001' },
      partyB: { type: 1, name: '刘洋', certNo: '', phone: '13900000002' },
      values: {
        province: '浙江省',
        city: '杭州市',
        district: '拱墅区',
        address: '杭州市拱墅区湖墅南路88号',
        transactionPrice: '6400000',
      },
    });
    const record = signedContractRecord(contract, content, new Date('2026-12-07T02:00:00Z'));
    expect(record).toMatchObject({
      houseAddress: '浙江省杭州市拱墅区湖墅南路88号',
      amount: 6_400_000,
      signDate: '2026-12-07',
      signContractId: 7,
    });
  });
});
