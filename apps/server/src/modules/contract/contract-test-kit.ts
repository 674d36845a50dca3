import { expect } from 'vitest';
import { apiCalls } from '../../../test/api-calls.ts';
import type { THeaders, TTestApp } from '../../../test/create-test-app.ts';
import { multipart, SAMPLE_FILES } from '../../../test/multipart.ts';

/** Helpers of the contract API tests (not used by the app). */
export function contractKit(t: TTestApp) {
  const { post, get } = apiCalls(t);
  let n = 0;
  const kit = {
    post,
    get,
    /** A fresh contract number (unique within the test run). */
    number(prefix = 'T') {
      n += 1;
      return `${prefix}-${process.pid}-${n}`;
    },
    saleBody(overrides: Record<string, unknown> = {}) {
      return {
        contractNo: kit.number('XS'),
        signDate: '2026-11-20',
        houseName: '文三新村',
        houseAddress: '文三路100号',
        houseBuilding: '3幢',
        houseRoomNo: '502',
        houseArea: '89.5',
        partyAName: '王业主',
        partyAPhone: '13911112222',
        partyBName: '李买家',
        partyBPhone: '13933334444',
        transactionPrice: '2850000',
        partyAAgencyFee: 28500,
        partyBAgencyFee: '28500.50',
        paymentMethod: 2,
        depositMoney: 100000,
        transferDate: '2026-12-20',
        remark: '满五唯一',
        ...overrides,
      };
    },
    rentBody(overrides: Record<string, unknown> = {}) {
      return {
        contractNo: kit.number('ZL'),
        signDate: '2026-11-18',
        houseName: '嘉绿苑',
        houseBuilding: '12幢',
        houseRoomNo: '301',
        partyAName: '赵房东',
        partyAPhone: '0571-88886666',
        partyBName: '钱租客',
        partyBPhone: '13955556666',
        monthlyRent: 4500,
        depositRent: 4500,
        paymentMethod: 2,
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        ...overrides,
      };
    },
    async addSale(headers: THeaders, overrides: Record<string, unknown> = {}): Promise<number> {
      const res = await post('/contract/v2/contractSaleAdd', headers, kit.saleBody(overrides));
      expect(res.code, res.msg).toBe(200);
      return res.data.contractId as number;
    },
    async addRent(headers: THeaders, overrides: Record<string, unknown> = {}): Promise<number> {
      const res = await post('/contract/v2/contractRentAdd', headers, kit.rentBody(overrides));
      expect(res.code, res.msg).toBe(200);
      return res.data.contractId as number;
    },
    async upload(headers: THeaders): Promise<string> {
      const body = multipart({ filename: 'a.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
      const res = await t.call({
        method: 'POST',
        url: '/contract/v2/contractPictureUpload',
        ...body,
        headers: { ...headers, ...body.headers },
      });
      expect(res.code, res.msg).toBe(200);
      return res.data.url as string;
    },
  };
  return kit;
}
