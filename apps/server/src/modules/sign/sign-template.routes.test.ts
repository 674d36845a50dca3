import fs from 'node:fs';
import { CODE, MSG } from '@awb/contract/common/codes';
import { SIGN_MSG } from '@awb/contract/sign-constants';
import { SIGN_TEMPLATES } from '@awb/contract/sign-templates';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { companySignTemplates } from './sign.table.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { h, t, get, post } = setupSignApp();

const TITLE = Object.fromEntries(SIGN_TEMPLATES.map((t) => [t.boxType, t.title])) as Record<number, string>;

type TRow = { boxid: number; code: string; boxType: number; state: number; title: string };
const managed = async (headers = h.managerA, boxType = 0) =>
  (await get('/template/templateManagementPosts', headers, { boxType })).data as TRow[];

describe('templates', () => {
  it('company A has the three shipped templates adopted and up; company B has its own, down', async () => {
    const rows = await managed();
    expect(rows.map((r) => [r.boxType, r.title, r.state])).toEqual([
      [1, TITLE[1], 1],
      [2, TITLE[2], 1],
      [3, TITLE[3], 1],
    ]);
    expect(TITLE[1]).toContain('存量房买卖合同');
    expect(TITLE[2]).toContain('房屋租赁合同');
    expect(TITLE[3]).toContain('居间服务合同');
    const recommended = await get('/template/templatesRecommend', h.agentA);
    expect(recommended.total).toBe(SIGN_TEMPLATES.length);
    expect(recommended.data.every((r: { adopted: boolean }) => r.adopted)).toBe(true);
    const bRows = await managed(h.managerB);
    expect(bRows.map((r) => r.state)).toEqual([0, 0, 0]);
    const aIds = rows.map((r) => r.boxid);
    expect(bRows.some((r) => aIds.includes(r.boxid))).toBe(false);
    const b = await get('/template/templatesRecommend', h.agentB);
    expect(b.data.map((r: { boxid: number }) => r.boxid).sort()).toEqual(bRows.map((r) => r.boxid).sort());
  });

  it('the square shows the templates that are up, of a box type', async () => {
    const sale = await get('/sign/templatePostsV2', h.agentA, { boxType: 1 });
    expect(sale.data.map((r: TRow) => r.title)).toEqual([TITLE[1]]);
    expect((await get('/sign/templatePostsV2', h.agentA, { boxType: 4 })).msg).toBe(SIGN_MSG.boxTypeInvalid);
    expect((await get('/sign/templatePostsV2', h.agentB, { boxType: 1 })).data).toEqual([]);
  });

  it('takes a template down and up again', async () => {
    const rent = (await managed(h.managerA, 2))[0] as TRow;
    const down = await post('/template/templateUpAndDown', h.managerA, { boxid: rent.boxid, state: 0 });
    expect(down).toMatchObject({ code: 200, msg: '下架成功', data: { state: 0, stateName: '已下架' } });
    expect((await get('/sign/templatePostsV2', h.agentA, { boxType: 2 })).data).toEqual([]);
    const up = await post('/template/templateUpAndDown', h.managerA, { boxid: rent.boxid, state: 1 });
    expect(up).toMatchObject({ code: 200, msg: '上架成功', data: { state: 1 } });
    expect((await get('/sign/templatePostsV2', h.agentA, { boxType: 2 })).total).toBe(1);
    expect((await post('/template/templateUpAndDown', h.managerA, { boxid: rent.boxid, state: 2 })).msg).toBe(
      SIGN_MSG.templateStateInvalid,
    );
  });

  it('needs the template permission to manage, and hides other companies’ templates', async () => {
    const rent = (await managed(h.managerA, 2))[0] as TRow;
    expect(await post('/template/templateUpAndDown', h.agentA, { boxid: rent.boxid, state: 0 })).toMatchObject({
      code: CODE.noPermission,
      msg: MSG.noPermission,
    });
    expect((await post('/template/templateUpAndDown', h.managerB, { boxid: rent.boxid, state: 0 })).code).toBe(
      CODE.notFound,
    );
    expect((await post('/template/templateDelete', h.managerB, { boxid: rent.boxid })).code).toBe(CODE.notFound);
    expect((await get('/sign/signingField', h.agentB, { boxid: rent.boxid })).code).toBe(CODE.notFound);
  });

  it('deletes a template (soft) and adopts it again', async () => {
    const brokerage = (await managed(h.managerA, 3))[0] as TRow;
    expect(await post('/template/templateDelete', h.managerA, { boxid: brokerage.boxid })).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect(await managed(h.managerA, 3)).toEqual([]);
    expect((await get('/sign/signingField', h.agentA, { boxid: brokerage.boxid })).code).toBe(CODE.notFound);
    const again = await post('/template/templateAdopt', h.managerA, { code: brokerage.code });
    expect(again).toMatchObject({ code: 200, data: { code: brokerage.code, state: 1, boxType: 3 } });
    expect(again.data.boxid).not.toBe(brokerage.boxid);
    expect((await post('/template/templateAdopt', h.managerA, { code: brokerage.code })).msg).toBe(
      SIGN_MSG.templateAdopted,
    );
    expect((await post('/template/templateAdopt', h.managerA, { code: 'nope' })).msg).toBe(SIGN_MSG.templateUnknown);
  });

  it('company B puts a template up', async () => {
    const sale = (await managed(h.managerB, 1))[0] as TRow;
    expect((await post('/template/templateAdopt', h.managerB, { code: sale.code })).msg).toBe(SIGN_MSG.templateAdopted);
    expect((await post('/template/templateUpAndDown', h.managerB, { boxid: sale.boxid, state: 1 })).code).toBe(200);
    expect((await get('/sign/templatePostsV2', h.agentB, { boxType: 1 })).data.map((r: TRow) => r.boxid)).toEqual([
      sale.boxid,
    ]);
  });
});

describe('signingField', () => {
  it('answers the template fields grouped by groupType in the custom-field model', async () => {
    const sale = (await managed(h.managerA, 1))[0] as TRow;
    const res = await get('/sign/signingField', h.agentA, { boxid: sale.boxid });
    expect(res.data).toMatchObject({ boxid: sale.boxid, boxType: 1, title: TITLE[1] });
    const groups = res.data.groups as { groupType: number; groupName: string; fields: Record<string, unknown>[] }[];
    expect(groups.map((g) => g.groupType)).toEqual([...groups.map((g) => g.groupType)].sort());
    const all: Record<string, unknown>[] = groups.flatMap((g) => g.fields.map((f) => ({ ...f, inGroup: g.groupType })));
    const template = SIGN_TEMPLATES.find((t) => t.code === sale.code);
    expect(all.length).toBe(template?.fields.length);
    for (const f of all) {
      expect(f.groupType).toBe(f.inGroup);
      expect(f).toHaveProperty('fieldName');
      expect(f).toHaveProperty('fieldTitle');
      expect(f).toHaveProperty('requiredStatus');
      expect(f).toHaveProperty('displayStatus');
    }
    expect(all.some((f) => f.fieldName === 'houseName')).toBe(true);
    expect(all.some((f) => f.showWhen !== undefined)).toBe(true);
  });
});

describe('sign settings', () => {
  it('company A has signing type 1 and 杭州市; company B none yet', async () => {
    const a = await get('/sign/getSignSetting', h.agentA);
    expect(a.data).toMatchObject({ signingType: 1, defaultCityInfo: { cityName: '杭州市', provinceName: '浙江省' } });
    const b = await get('/sign/getSignSetting', h.agentB);
    expect(b.data).toEqual({ signingType: 0, defaultCityInfo: null, paramMap: {} });
  });

  it('a manager sets them; agents may not; bad input is refused', async () => {
    const body = { signingType: 2, defaultCityId: 0, paramMap: { partyATaxContent: '1' } };
    expect((await post('/sign/signSettingSave', h.agentB, body)).code).toBe(CODE.noPermission);
    expect((await post('/sign/signSettingSave', h.managerB, { ...body, signingType: 3 })).msg).toBe(
      SIGN_MSG.signingTypeInvalid,
    );
    expect((await post('/sign/signSettingSave', h.managerB, { ...body, defaultCityId: 99 })).msg).toBe(
      SIGN_MSG.cityInvalid,
    );
    expect((await post('/sign/signSettingSave', h.managerB, { ...body, paramMap: { '1x': 'a' } })).msg).toBe(
      SIGN_MSG.paramInvalid,
    );
    const saved = await post('/sign/signSettingSave', h.managerB, body);
    expect(saved).toMatchObject({ code: 200, msg: '保存成功', data: body.paramMap ? { signingType: 2 } : {} });
    expect((await get('/sign/getSignSetting', h.agentB)).data).toEqual({
      signingType: 2,
      defaultCityInfo: null,
      paramMap: { partyATaxContent: '1' },
    });
  });
});

describe('signSelectBody and pageCount', () => {
  it('offers company A with its seals and its legal person; company B nothing', async () => {
    const a = await get('/sign/signSelectBody', h.agentA);
    expect(a.data.showType).toBe(1);
    expect(a.data.corpList).toHaveLength(1);
    expect(a.data.corpList[0]).toMatchObject({ company: DEMO.companyA.name });
    expect(a.data.corpList[0].seals.map((s: { sealTypeName: string }) => s.sealTypeName)).toEqual([
      '公章',
      '合同章',
      '财务章',
    ]);
    expect(a.data.list).toEqual([expect.objectContaining({ name: '张伟', idNo: '3301**********003X' })]);
    // Company B is not certified: no bodies to sign with, its agency block has its name and no code.
    const b = (await get('/sign/signSelectBody', h.agentB)).data;
    expect(b).toMatchObject({ showType: 0, corpList: [], list: [], mySignature: null });
    expect(b.agency.company).toEqual({ name: DEMO.companyB.name, certNo: '' });
  });

  it("counts what is waiting: the caller's contracts waiting for signatures (the demo's 西溪花园 of 李娜)", async () => {
    expect((await get('/sign/pageCount', h.agentA)).data).toMatchObject({ signWaitCount: 1 });
    expect((await get('/sign/pageCount', h.agentB)).data).toMatchObject({ signWaitCount: 0 });
  });
});

describe('templates adopted before the area fields were text inputs', () => {
  it('lose the picker wording 请选择区域信息 and keep every other field as it was (their data migration)', async () => {
    const B = DEMO.companyB.id;
    const [row] = await t()
      .db.select()
      .from(companySignTemplates)
      .where(and(eq(companySignTemplates.companyId, B), eq(companySignTemplates.boxType, 1)));
    if (!row) throw new Error('company B has no sale template');
    const area = new Set(['province', 'city', 'district']);
    const old = {
      ...row.definition,
      fields: row.definition.fields.map((f) =>
        area.has(f.fieldName) ? { ...f, requiredMessage: '请选择区域信息' } : f,
      ),
    };
    await t().db.update(companySignTemplates).set({ definition: old }).where(eq(companySignTemplates.id, row.id));
    const migration = fs.readFileSync(
      new URL('../../../drizzle/0031_sign_template_region_messages.sql', import.meta.url),
      'utf8',
    );
    await t().db.execute(sql.raw(migration));
    const [after] = await t().db.select().from(companySignTemplates).where(eq(companySignTemplates.id, row.id));
    expect(JSON.stringify(after?.definition)).not.toContain('请选择区域信息');
    expect(after?.definition).toEqual(row.definition);
  });
});
