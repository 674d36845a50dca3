import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { SIGN_ITEM } from '@awb/contract/sign.contract';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_OK } from '@awb/contract/sign-contract-constants';
import { SIGN_TEMPLATES } from '@awb/contract/sign-templates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { signDrafts } from './sign-contract.table.ts';
import { boxOf, PEOPLE, saleContent } from './sign-contract-test-kit.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { t, h, get, post, form } = setupSignApp();
const A = DEMO.companyA.id;
const save = (body: object, headers = h.managerA) => post('/sign/signDraftSave', headers, body);

describe('sign drafts', () => {
  it('saves nothing until a community name, building or room number is filled', async () => {
    const boxid = await boxOf(t(), A);
    const before = await t().db.select().from(signDrafts);
    const res = await save({
      boxid,
      content: { houseName: '', houseBuilding: ' ', houseRoomNo: '', partyA: { name: '赵敏' } },
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ saved: false, draftCode: '' });
    expect(await t().db.select().from(signDrafts)).toHaveLength(before.length);
  });

  it('saves, lists, resumes and deletes a draft; the ID numbers are kept sealed', async () => {
    const boxid = await boxOf(t(), A);
    const first = await save({ boxid, content: { houseRoomNo: '502', partyA: PEOPLE.seller } });
    expect(first.code, first.msg).toBe(200);
    expect(first.msg).toBe(SIGN_CONTRACT_OK.draftSaved);
    expect(first.data).toMatchObject({ saved: true, version: 1 });
    const draftCode = first.data.draftCode as string;
    expect(draftCode).not.toBe('');

    const [row] = await t().db.select().from(signDrafts).where(eq(signDrafts.draftCode, draftCode));
    expect(row?.contentSealed).not.toContain(PEOPLE.seller.certNo);
    expect(row?.houseRoomNo).toBe('502');

    const list = await get('/sign/signDraftPosts', h.managerA);
    const listed = list.data.find((d: { draftCode: string }) => d.draftCode === draftCode);
    expect(listed).toMatchObject({ boxid, houseRoomNo: '502', title: SIGN_TEMPLATES[0]?.title, version: 1 });
    // The demo draft of A's manager is there too; nobody else's is.
    expect(list.data.map((d: { draftCode: string }) => d.draftCode)).toContain('demo-draft-0001');
    expect((await get('/sign/signDraftPosts', h.managerB)).data).toEqual([]);

    const detail = await get('/sign/signDraftDetail', h.managerA, { draftCode });
    expect(detail.data.content).toMatchObject({ houseRoomNo: '502', draftCode, partyA: PEOPLE.seller });

    const view = await get('/sign/signAddView', h.managerA, { draftCode });
    expect(view.data.url).toBe(`/h5/#/pages/sign/operation?draftCode=${draftCode}&boxid=${boxid}`);

    const del = await form('/sign/signDraftDel', h.managerA, { draftCode });
    expect(del).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.deleted });
    const gone = await get('/sign/signDraftDetail', h.managerA, { draftCode });
    expect(gone).toMatchObject({ code: CODE.notFound, msg: SIGN_CONTRACT_MSG.draftNotFound });
  });

  it('keeps the version: a stale save gets a clear conflict, and of two saves at once one wins', async () => {
    const boxid = await boxOf(t(), A);
    const first = await save({ boxid, content: { houseName: '翠苑一区' } });
    const draftCode = first.data.draftCode as string;
    const second = await save({
      boxid,
      draftCode,
      version: 1,
      content: { houseName: '翠苑一区', houseBuilding: '12幢' },
    });
    expect(second.data).toMatchObject({ saved: true, draftCode, version: 2 });

    const stale = await save({ boxid, draftCode, version: 1, content: { houseName: '翠苑二区' } });
    expect(stale).toMatchObject({ code: CODE.conflict, msg: MSG.conflict });

    const both = await Promise.all([
      save({ boxid, draftCode, version: 2, content: { houseName: '甲' } }),
      save({ boxid, draftCode, version: 2, content: { houseName: '乙' } }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([200, CODE.conflict]);
    const winner = both.find((r) => r.code === 200);
    const detail = await get('/sign/signDraftDetail', h.managerA, { draftCode });
    expect(detail.data.version).toBe(3);
    expect(detail.data.houseName).toBe(winner === both[0] ? '甲' : '乙');
  });

  it('takes a code the phone made while offline, once', async () => {
    const boxid = await boxOf(t(), A);
    const draftCode = 'offline-7f3a9c2e';
    const first = await save({ boxid, draftCode, version: 0, content: { houseBuilding: '5幢' } });
    expect(first.data).toMatchObject({ saved: true, draftCode, version: 1 });
    const again = await save({ boxid, draftCode, version: 0, content: { houseBuilding: '5幢' } });
    expect(again.code).toBe(CODE.conflict);
    const unknown = await save({ boxid, draftCode: 'never-saved', version: 3, content: { houseBuilding: '5幢' } });
    expect(unknown).toMatchObject({ code: CODE.notFound, msg: SIGN_CONTRACT_MSG.draftNotFound });
  });

  it("keeps drafts their author's: another company cannot read, save over or delete one", async () => {
    const boxid = await boxOf(t(), A);
    const mine = await save({ boxid, content: saleContent() });
    const draftCode = mine.data.draftCode as string;
    expect((await get('/sign/signDraftDetail', h.managerB, { draftCode })).code).toBe(CODE.notFound);
    expect((await form('/sign/signDraftDel', h.managerB, { draftCode })).code).toBe(CODE.notFound);
    const over = await save(
      { boxid: await boxOf(t(), DEMO.companyB.id), draftCode, version: 1, content: { houseName: 'x' } },
      h.managerB,
    );
    expect(over.code).toBe(CODE.notFound);
    // A template or a contract of another company is not found either.
    const [contractOfA] = (await get('/sign/signPosts', h.managerA)).data;
    const onContract = await save(
      { boxid: await boxOf(t(), DEMO.companyB.id), contractId: contractOfA.contractId, content: { houseName: 'x' } },
      h.managerB,
    );
    expect(onContract).toMatchObject({ code: CODE.notFound, msg: SIGN_CONTRACT_MSG.notFound });
    const foreign = await save({ boxid, content: { houseName: 'x' } }, h.managerB);
    expect(foreign).toMatchObject({ code: CODE.notFound, msg: SIGN_CONTRACT_MSG.templateUnavailable });
    expect((await get('/sign/signDraftDetail', h.managerA, { draftCode })).code).toBe(200);
  });

  it('refuses to tie a draft to a contract outside the caller’s data scope, as the detail refuses it', async () => {
    const member = await staffWith(t(), A, [grantOf(APP_TYPE.sign, DATA_SCOPE.own, [SIGN_ITEM.start])]);
    const [contractOfA] = (await get('/sign/signPosts', h.managerA)).data;
    const notFound = { code: CODE.notFound, msg: SIGN_CONTRACT_MSG.notFound };
    const contractId = contractOfA.contractId as number;
    expect(await get('/sign/signDetailV2', member.headers, { contractId })).toMatchObject(notFound);
    const before = await t().db.select().from(signDrafts).where(eq(signDrafts.userId, member.id));
    const onContract = await save({ boxid: await boxOf(t(), A), contractId, content: saleContent() }, member.headers);
    expect(onContract).toMatchObject(notFound);
    expect(await t().db.select().from(signDrafts).where(eq(signDrafts.userId, member.id))).toEqual(before);
  });
});
