import { CODE } from '@awb/contract/common/codes';
import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { SIGN_STEPS } from '@awb/contract/sign-contract-constants';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { communities } from '../community/community.table.ts';
import { districtName } from '../community/community-format.ts';
import { contracts } from '../contract/contract.table.ts';
import { listings } from '../housing/listing.table.ts';
import { boxOf, PEOPLE, saleContent } from './sign-contract-test-kit.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;

const recordOf = async (contractType: number) => {
  const [row] = await t()
    .db.select()
    .from(contracts)
    .where(and(eq(contracts.companyId, A), eq(contracts.contractType, contractType), isNull(contracts.deletedAt)));
  if (!row) throw new Error(`the demo has no contract record of type ${contractType}`);
  return row;
};

describe('prefill from a contract record', () => {
  it('fills the sale form from a sale record and the lease form from a rent record', async () => {
    const sale = await recordOf(CONTRACT_TYPE.sale);
    const res = await get('/sign/getContractSellData', h.managerA, { contractId: sale.id });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      contractId: sale.id,
      boxType: 1,
      content: {
        houseName: sale.houseName,
        houseRoomNo: sale.houseRoomNo,
        partyA: { name: sale.partyAName, certNo: '' },
        partyB: { name: sale.partyBName },
      },
    });
    expect(Number(res.data.content.values.transactionPrice)).toBe(Number(sale.amount));

    const rent = await recordOf(CONTRACT_TYPE.rent);
    const lease = await get('/sign/getContractRentData', h.managerA, { contractId: rent.id });
    expect(lease.data).toMatchObject({ contractId: rent.id, boxType: 2 });
    expect(lease.data.content.values.monthlyRent).toBeDefined();
    // The wrong kind of record, another company's, or none: not found.
    expect((await get('/sign/getContractSellData', h.managerA, { contractId: rent.id })).code).toBe(CODE.notFound);
    expect((await get('/sign/getContractSellData', h.managerB, { contractId: sale.id })).code).toBe(CODE.notFound);
  });
});

describe('prefill of the district', () => {
  it("takes 区县 from the record's listing", async () => {
    const [record] = await t()
      .db.select()
      .from(contracts)
      .where(
        and(
          eq(contracts.companyId, A),
          eq(contracts.contractType, CONTRACT_TYPE.sale),
          isNotNull(contracts.houseId),
          isNull(contracts.deletedAt),
        ),
      );
    if (!record?.houseId) throw new Error('the demo has no sale record of a listing');
    const [listing] = await t().db.select().from(listings).where(eq(listings.id, record.houseId));
    const [community] = await t()
      .db.select()
      .from(communities)
      .where(eq(communities.id, listing?.communityId ?? 0));
    const expected = districtName(community?.districtId ?? 0);
    expect(expected).not.toBe('');
    const res = await get('/sign/getContractSellData', h.managerA, { contractId: record.id });
    expect(res.data.content.values.district).toBe(expected);
  });
});

describe('previews', () => {
  it('prints a template with its defaults, a contract and a draft, each with the steps', async () => {
    const boxid = await boxOf(t(), A);
    const template = await get('/sign/signingPreviewContent', h.managerA, { boxid });
    expect(template.data.steps).toEqual([...SIGN_STEPS]);
    expect(template.data.title).toBe('杭州市存量房买卖合同');
    expect(template.data.contents.length).toBeGreaterThan(3);

    const submitted = await post('/sign/contractSubmission', h.managerA, { boxid, content: saleContent() });
    const contract = await get('/sign/signingPreviewEditContent', h.managerA, {
      contractId: submitted.data.contractId,
    });
    expect(JSON.stringify(contract.data.contents)).toContain('西溪花园');
    expect(JSON.stringify(contract.data.contents)).not.toContain(PEOPLE.seller.certNo);

    const draft = await post('/sign/signDraftSave', h.managerA, {
      boxid,
      content: { houseName: '预览草稿苑', partyA: PEOPLE.seller },
    });
    const preview = await get('/sign/signingPreviewDraftDetail', h.managerA, { draftCode: draft.data.draftCode });
    const printed = JSON.stringify(preview.data.contents);
    expect(printed).toContain('预览草稿苑');
    expect(printed).toContain('1101**********002X');
    expect(preview.data.steps).toEqual([...SIGN_STEPS]);
    expect((await get('/sign/signingPreviewDraftDetail', h.managerB, { draftCode: draft.data.draftCode })).code).toBe(
      CODE.notFound,
    );
  });
});
