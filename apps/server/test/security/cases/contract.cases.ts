import { expect } from 'vitest';
import { multipart, SAMPLE_FILES } from '../../multipart.ts';
import {
  addIdFields,
  codes,
  json,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

addIdFields({ contractId: 'contracts' });

/** Cross-tenant entries of the 合同管理 calls (see cross-tenant.kit.ts for the helpers; addIdFields for id fields). */
const contractOfA = (c: TCaseContext, type: number) => {
  const row = (c.a.rows.contracts ?? []).find((r) => Number(r.contract_type) === type);
  if (!row) throw new Error(`company A has no contract of type ${type} for this case`);
  return Number(row.id);
};

const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};

/** A call on one of A's contracts of a type by B's manager (who passes every permission): not found. */
const onContract = (
  route: string,
  type: number,
  overrides: (c: TCaseContext) => Record<string, unknown> = () => ({}),
): TCrossTenantCase => ({
  ...withIdsOfA(
    route,
    "every contract call finds the contract by the caller's company first: A's ids are not found",
    (c) => ({
      contractId: contractOfA(c, type),
      ...overrides(c),
    }),
  ),
  check: notFound,
});

/** Valid edit bodies, so that the edit reaches the lookup of A's contract. */
const common = {
  contractNo: 'B-EDIT-1',
  signDate: '2026-11-20',
  houseName: '乙公司小区',
  partyAName: '乙甲方',
  partyBName: '乙乙方',
  partyAPhone: '',
  partyBPhone: '',
};
const saleEdit = () => ({ ...common, transactionPrice: 1_000_000, paymentMethod: 1, version: 1 });
const rentEdit = () => ({
  ...common,
  monthlyRent: 3000,
  paymentMethod: 2,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  version: 1,
});

/** An edit of A's contract with a complete valid body (and A's agent and listing ids): not found. */
const editOf = (url: string, type: number, body: () => Record<string, unknown>): TCrossTenantCase => ({
  why: "the edit finds the contract by the caller's company first: A's ids are not found",
  requests: (c) => [
    json(url, c.b.manager, {
      ...body(),
      contractId: contractOfA(c, type),
      userId: c.a.users.agentA.id,
      companyId: c.a.companyId,
    }),
  ],
  check: notFound,
});

export const CONTRACT_CASES: Record<string, TCrossTenantCase> = {
  'POST /contract/v2/contractSalePosts': withIdsOfA(
    'POST /contract/v2/contractSalePosts',
    "the list is filtered by the caller's company before anything else",
  ),
  'POST /contract/v2/contractRentPosts': withIdsOfA(
    'POST /contract/v2/contractRentPosts',
    "the list is filtered by the caller's company before anything else",
  ),
  'POST /contract/v2/contractSaleAdd': withIdsOfA(
    'POST /contract/v2/contractSaleAdd',
    "adds to the caller's own company; A's listing and agent ids are refused",
  ),
  'POST /contract/v2/contractRentAdd': withIdsOfA(
    'POST /contract/v2/contractRentAdd',
    "adds to the caller's own company; A's listing and agent ids are refused",
  ),
  'GET /contract/v2/contractSaleDetail': onContract('GET /contract/v2/contractSaleDetail', 1),
  'GET /contract/v2/contractRentDetail': onContract('GET /contract/v2/contractRentDetail', 2),
  'POST /contract/v2/contractSaleEdit': editOf('/contract/v2/contractSaleEdit', 1, saleEdit),
  'POST /contract/v2/contractRentEdit': editOf('/contract/v2/contractRentEdit', 2, rentEdit),
  'POST /contract/v2/contractSaleDelete': onContract('POST /contract/v2/contractSaleDelete', 1),
  'POST /contract/v2/contractRentDelete': onContract('POST /contract/v2/contractRentDelete', 2),
  'POST /contract/v2/contractSaleState': onContract('POST /contract/v2/contractSaleState', 1, () => ({ state: 6 })),
  'POST /contract/v2/contractRentState': onContract('POST /contract/v2/contractRentState', 2, () => ({ state: 3 })),
  'GET /contract/v2/contractPictureV2': onContract('GET /contract/v2/contractPictureV2', 1, () => ({
    contractType: 1,
  })),
  'POST /contract/v2/contractPictureUpdate': {
    why: "A's contract is not found in B, and A's uploads are refused on B's own contract",
    requests: (c) => {
      const bContract = { method: 'POST' as const, url: '/contract/v2/contractPictureUpdate', headers: c.b.manager };
      return [
        {
          ...bContract,
          payload: {
            contractId: contractOfA(c, 1),
            contractType: 1,
            categories: [{ categoryId: 1, pictures: [] }],
          },
        },
        {
          ...bContract,
          payload: {
            contractId: contractOfA(c, 1),
            contractType: 1,
            categories: [{ categoryId: 1, pictures: [{ url: c.a.file.link }] }],
          },
        },
      ];
    },
    check: (answers) => {
      expect(codes(answers)[0]).toBe(404);
      expect(codes(answers)[1]).not.toBe(200);
    },
  },
  'POST /contract/v2/contractPictureUpload': {
    why: "stores the picture under the caller's company",
    requests: (c) => {
      const form = multipart(
        { filename: 'contract.png', contentType: 'image/png', bytes: SAMPLE_FILES.png },
        { contractId: String(contractOfA(c, 1)), companyId: String(c.a.companyId) },
      );
      return [
        {
          method: 'POST',
          url: '/contract/v2/contractPictureUpload',
          headers: { ...c.b.agent, ...form.headers },
          payload: form.payload,
        },
      ];
    },
    check: (answers) => expect(codes(answers)).toEqual([200]),
  },
};
