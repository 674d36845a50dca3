import { APP_TYPE } from '@awb/contract/common/apps';
import { CUSTOMER_REPEAT } from '@awb/contract/customer-setting';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { deptNamed, staffWith, uniquePhone } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { customers } from './customer.table.ts';
import { FULL_PHONE_SEARCHES_PER_DAY, PHONE_SEARCH_MSG } from './customer-phone-search.ts';
import { customerKit } from './customer-test-kit.ts';

const { t, manager, agent, agent2, agent3, head, managerB } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  agent2: 'agentA2',
  agent3: 'agentA3',
  head: 'headA',
  managerB: 'managerB',
});
const kit = customerKit(t);
const U = DEMO.users;
const A = DEMO.companyA.id;

const count = async () => (await t.db.select({ id: customers.id }).from(customers)).length;

describe('customerAdd validation', () => {
  it.each([
    [{ customerInfo: [] }, '请填写客户联系人'],
    [{ customerType: 9 }, '请选择客户类型'],
    [{ customerInfo: [{ name: '', phone: '13912345678' }] }, '请输入客户姓名'],
    [{ customerInfo: [{ name: '王先生', phone: '' }] }, '请输入联系电话'],
    [{ customerInfo: [{ name: '王先生', phone: '139123' }] }, '联系电话格式不正确'],
    [
      {
        customerInfo: [
          { name: '王先生', phone: '13912345678' },
          { name: '王太太', phone: '13912345678' },
        ],
      },
      '联系电话不能重复',
    ],
    [{ price: 500, tprice: 300 }, '最低价格不能大于最高价格'],
    [{ area: 150, tarea: 90 }, '最小面积不能大于最大面积'],
    [{ floor: 20, tfloor: 3 }, '最低楼层不能大于最高楼层'],
    [{ price: 1.234 }, '请输入正确的数字（最多两位小数）'],
    [{ paymentMethod: 5 }, '付款方式与客户类型不符'],
    [{ state: 42 }, '客户状态不正确'],
    [{ community: [999999] }, '意向小区不存在或已删除'],
    [{ city: 1086, region: [110101] }, '意向区域不正确'],
    [{ tags: ['这是一个非常非常长的标签'] }, '标签不能超过10个字'],
  ])('refuses %j with %s and creates nothing', async (overrides, msg) => {
    const before = await count();
    const res = await kit.post('/customer/v2/customerAdd', agent, kit.body(overrides));
    expect(res).toMatchObject({ code: 405, msg, data: null });
    expect(await count()).toBe(before);
  });

  it("refuses another company's community as an intention", async () => {
    const [bCommunity] = await kit.communityIds(DEMO.companyB.id);
    expect(bCommunity).toBeDefined();
    const res = await kit.post('/customer/v2/customerAdd', agent, kit.body({ community: [bCommunity] }));
    expect(res).toMatchObject({ code: 405, msg: '意向小区不存在或已删除' });
  });

  it('needs 新增客户', async () => {
    const nobody = await staffWith(t, A, []);
    const res = await kit.post('/customer/v2/customerAdd', nobody.headers, kit.body());
    expect(res).toMatchObject({ code: 403, msg: '您没有权限，请联系管理员设置相关权限' });
  });
});

describe('add, detail and edit', () => {
  it('stores every field and answers it back with names', async () => {
    const [c1, c2] = await kit.communityIds(A);
    const phone = uniquePhone();
    // Every field the add takes comes back as sent, next to the names of the codes.
    const fields = {
      customerType: 1,
      customerInfo: [
        { name: '王建国', phone, sex: 1 },
        { name: '刘芳', phone: '0571-88886666', sex: 2 },
      ],
      wechat: 'wjg_1980',
      floor: 3,
      tfloor: 18,
      area: 89,
      tarea: 120.5,
      price: 280,
      tprice: 350,
      paymentMethod: 2,
      city: 1086,
      region: [330106],
      tags: ['学区房', '急需'],
      houseType: 1,
      community: [c1, c2],
      renovation: 3,
      houseGarage: 1,
      elevator: 1,
      downPayments: 100,
      uses: 4,
      level: 1,
      room: 3,
      houseAge: 2,
      source: 4,
      state: 1,
    };
    const id = await kit.add(agent, { ...fields, remark: '孩子明年上小学，看文三路附近' });
    const res = await kit.get('/customer/v2/customerDetail', agent, { customerId: id });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      ...fields,
      customerId: id,
      customerAttribution: 1,
      phoneVisible: true,
      cityName: '杭州市',
      regionNames: ['西湖区'],
      stateName: '有效',
      transactionStatus: 0,
      userName: U.agentA.name,
      creator: { name: U.agentA.name },
      actions: { edit: true, toPublic: true, pickUp: false, delete: false, assign: false },
    });
    expect(res.data.communityList.map((c: { communityId: number }) => c.communityId)).toEqual([c1, c2]);
    expect(res.data.outAt).not.toBe('');
    expect((await kit.records(id)).map((r) => r.type)).toEqual([1]);
  });

  it('edits, keeps a masked phone sent back, and records what changed', async () => {
    const phone = uniquePhone();
    const id = await kit.add(head, kit.body({ customerInfo: [{ name: '陈先生', phone, sex: 1 }] }));
    // The manager of 文三路店 sees it; a colleague with company scope but without 查看客户电话 sees it masked.
    const viewer = await staffWith(t, A, [grantOf(APP_TYPE.customer, DATA_SCOPE.company, [2])]);
    const seen = await kit.get('/customer/v2/customerDetail', viewer.headers, { customerId: id });
    const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
    expect(seen.data.customerInfo[0].phone).toBe(masked);
    expect(seen.data.phoneVisible).toBe(false);
    const res = await kit.post('/customer/v2/customerEdit', viewer.headers, {
      ...kit.body(),
      customerId: id,
      customerInfo: [{ name: '陈先生', phone: masked, sex: 1 }],
      price: 250,
      tprice: 320,
      state: 2,
    });
    expect(res).toMatchObject({ code: 200, msg: '客户已保存' });
    const row = await kit.row(id);
    expect(row).toMatchObject({ phone, priceMin: 250, priceMax: 320, state: 2 });
    const records = await kit.get('/customer/v2/customerChangeRecord', head, { customerId: id });
    expect(records.data[0]).toMatchObject({ type: 2, typeName: '编辑客户' });
    expect(records.data[0].content).toContain('价格：200-300万 → 250-320万');
    expect(records.data[0].content).toContain('状态：有效 → 暂缓');
    expect(records.data[0].userName).toMatch(/^测试/);
  });

  it('refuses a masked phone that stands for no stored number', async () => {
    const id = await kit.add(agent);
    const res = await kit.post('/customer/v2/customerEdit', agent, {
      ...kit.body(),
      customerId: id,
      customerInfo: [{ name: '某人', phone: '139****0000' }],
    });
    expect(res).toMatchObject({ code: 405, msg: '联系电话格式不正确' });
  });
});

describe('phone dedupe as the setting says', () => {
  it('none, agent, store and company scopes, naming who holds the customer', async () => {
    const phone = uniquePhone();
    const withPhone = (name: string) => kit.body({ customerInfo: [{ name, phone }] });
    await kit.setSetting(manager, (s) => {
      s.repeat = CUSTOMER_REPEAT.agent;
    });
    expect((await kit.post('/customer/v2/customerAdd', agent, withPhone('赵先生'))).code).toBe(200);
    expect(await kit.post('/customer/v2/customerAdd', agent, withPhone('赵先生2'))).toMatchObject({
      code: 405,
      msg: `该客户电话${phone}已存在：李娜的私客「赵先生」`,
    });
    // Another agent of the same store may add it under agent-scope dedupe …
    await kit.setSetting(manager, (s) => {
      s.repeat = CUSTOMER_REPEAT.store;
    });
    // … but not under store scope (王强 is in 文三路二组, 李娜 in 文三路一组: both 文三路店) …
    expect(await kit.post('/customer/v2/customerAdd', agent2, withPhone('赵先生'))).toMatchObject({
      code: 405,
      msg: `该客户电话${phone}已存在：李娜的私客「赵先生」`,
    });
    // … while 吴芳 of 滨江店 may.
    expect((await kit.post('/customer/v2/customerAdd', agent3, withPhone('赵先生'))).code).toBe(200);
    await kit.setSetting(manager, (s) => {
      s.repeat = CUSTOMER_REPEAT.company;
    });
    expect((await kit.post('/customer/v2/customerAdd', agent2, withPhone('赵先生'))).code).toBe(405);
    // A different customer type is a different need.
    expect((await kit.post('/customer/v2/customerAdd', agent2, { ...withPhone('赵先生'), customerType: 2 })).code).toBe(
      200,
    );
    await kit.setSetting(manager, (s) => {
      s.repeat = CUSTOMER_REPEAT.none;
    });
    expect((await kit.post('/customer/v2/customerAdd', agent2, withPhone('赵先生'))).code).toBe(200);
    await kit.setSetting(manager, () => {});
  });

  it('names the public pool when the match is public', async () => {
    const phone = uniquePhone();
    await kit.add(agent, { customerInfo: [{ name: '公客甲', phone }], customerAttribution: 2 });
    const res = await kit.post('/customer/v2/customerAdd', agent2, kit.body({ customerInfo: [{ name: 'x', phone }] }));
    expect(res).toMatchObject({ code: 405, msg: `该客户电话${phone}已存在：公客池中的「公客甲」` });
  });
});

describe('lists and data scope', () => {
  it("an agent sees only their own private customers; a store head their store's; public for all", async () => {
    const mine = await kit.add(agent, { customerInfo: [{ name: '列表甲', phone: uniquePhone() }] });
    const other = await kit.add(agent3, { customerInfo: [{ name: '列表乙', phone: uniquePhone() }] });
    const pub = await kit.add(agent3, {
      customerInfo: [{ name: '列表丙', phone: uniquePhone() }],
      customerAttribution: 2,
    });
    const ids = async (headers: THeaders, url: string, body: object = {}) => {
      const res = await kit.post(url, headers, { pagesize: 100, key: '列表', ...body });
      expect(res.code, res.msg).toBe(200);
      return res.data.map((r: { customerId: number }) => r.customerId);
    };
    expect(await ids(agent, '/customer/v2/privateClients')).toEqual([mine]);
    expect(await ids(head, '/customer/v2/privateClients')).toEqual([mine]);
    expect((await ids(manager, '/customer/v2/privateClients')).sort()).toEqual([mine, other].sort());
    expect(await ids(agent, '/customer/v2/publicClients')).toEqual([pub]);
    expect((await ids(agent, '/customer/v2/customerPosts')).sort()).toEqual([mine, pub].sort());
    expect(await ids(agent, '/customer/v2/customerPosts', { customerAttribution: 2 })).toEqual([pub]);
    expect(await kit.get('/customer/v2/customerDetail', agent, { customerId: other })).toMatchObject({
      code: 404,
      msg: '客户不存在或已删除',
    });
    const show = await kit.get('/customer/v2/showCustomerPosts', agent, { key: '列表' });
    expect(show.data.map((r: { customerId: number }) => r.customerId).sort()).toEqual([mine, pub].sort());
  });

  it('filters by type, rooms, name or phone, 10 a page, and masks phones without 查看客户电话', async () => {
    const phone = uniquePhone();
    const rent = await kit.add(agent, {
      customerType: 2,
      customerInfo: [{ name: '筛选租客', phone }],
      price: 3000,
      tprice: 5000,
      room: 2,
    });
    for (let i = 0; i < 11; i++)
      await kit.add(agent, { customerInfo: [{ name: `翻页客户${i}`, phone: uniquePhone() }] });
    const page1 = await kit.post('/customer/v2/privateClients', agent, { key: '翻页客户' });
    expect(page1.data).toHaveLength(10);
    expect(page1.total).toBe(11);
    const page2 = await kit.post('/customer/v2/privateClients', agent, { key: '翻页客户', pageindex: 2 });
    expect(page2.data).toHaveLength(1);
    const byPhone = await kit.post('/customer/v2/privateClients', agent, { key: phone.slice(3) });
    expect(byPhone.data.map((r: { customerId: number }) => r.customerId)).toEqual([rent]);
    expect(byPhone.data[0]).toMatchObject({ phone, phoneVisible: true, customerType: 2, room: 2 });
    const rooms = await kit.post('/customer/v2/privateClients', agent, { key: '筛选', room: 3 });
    expect(rooms.data).toHaveLength(0);
    const types = await kit.post('/customer/v2/privateClients', agent, { key: '筛选', houseType: 2 });
    expect(types.data).toHaveLength(1);
    const viewer = await staffWith(t, A, [grantOf(APP_TYPE.customer, DATA_SCOPE.company, [1])]);
    const seen = await kit.post('/customer/v2/privateClients', viewer.headers, { key: '筛选租客' });
    expect(seen.data[0]).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, phoneVisible: false });
  });

  it('matches only the phone digits a viewer without 查看客户电话 can see; a whole number is limited', async () => {
    const phone = '13871230116';
    const id = await kit.add(head, kit.body({ customerInfo: [{ name: '号码保密', phone, sex: 1 }] }));
    const viewer = await staffWith(t, A, [grantOf(APP_TYPE.customer, DATA_SCOPE.company, [1])]);
    const found = async (key: string) =>
      (await kit.post('/customer/v2/customerPosts', viewer.headers, { key })).data.map(
        (r: { customerId: number }) => r.customerId,
      );
    // The review's attack: grow a prefix one digit at a time past the visible 138.
    expect(await found('138')).toContain(id);
    expect(await found('1387')).not.toContain(id);
    expect(await found('13871')).not.toContain(id);
    expect(await found('0116')).toContain(id);
    expect(await found('230116')).not.toContain(id);
    // The whole number finds the customer, and is limited per person a day.
    expect(await found(phone)).toEqual([id]);
    for (let i = 1; i < FULL_PHONE_SEARCHES_PER_DAY; i++) await found(`1387123${String(i).padStart(4, '0')}`);
    expect(await kit.post('/customer/v2/customerPosts', viewer.headers, { key: phone })).toMatchObject({
      code: 429,
      msg: PHONE_SEARCH_MSG.limit,
    });
    // Whoever sees phones in full searches by any part.
    expect(
      (await kit.post('/customer/v2/customerPosts', head, { key: '1387123' })).data.map(
        (r: { customerId: number }) => r.customerId,
      ),
    ).toContain(id);
  });

  it('a store head sees the teams of the store, not another store', async () => {
    const wensan = await deptNamed(t, A, '文三路二组');
    const member = await staffWith(t, A, [grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1])], { dept: wensan });
    const id = await kit.add(member.headers, { customerInfo: [{ name: '店内客户', phone: uniquePhone() }] });
    expect((await kit.get('/customer/v2/customerDetail', head, { customerId: id })).code).toBe(200);
    const otherHead = await t.login(U.headA2.phone);
    expect((await kit.get('/customer/v2/customerDetail', otherHead, { customerId: id })).code).toBe(404);
  });
});

describe("another company's customers", () => {
  it('behave as not found for every call and change nothing', async () => {
    const id = await kit.add(agent);
    const before = await kit.row(id);
    const byId = { customerId: id };
    for (const url of [
      '/customer/v2/customerDetail',
      '/customer/v2/customerPortrait',
      '/customer/v2/getCustomerfollowUp',
      '/customer/v2/customerChangeRecord',
      '/customer/v2/customerMatchHouses',
    ]) {
      expect(await kit.get(url, managerB, byId), url).toMatchObject({ code: 404, msg: '客户不存在或已删除' });
    }
    const bUser = (await t.db.select().from(customers).where(eq(customers.companyId, DEMO.companyB.id)))[0];
    for (const [url, body] of [
      ['/customer/v2/customerEdit', { ...kit.body(), ...byId }],
      ['/customer/v2/customerDelete', byId],
      ['/customer/v2/customerToPublic', byId],
      ['/customer/v2/customerPickUp', byId],
      ['/customer/v2/customerAssignment', { ...byId, userId: bUser?.userId ?? 1 }],
      ['/customer/v2/customerChangeState', { ...byId, state: 2 }],
      ['/customer/v2/customerTransactionStatus', { ...byId, status: 1 }],
      ['/customer/v2/customerfollowUp', { ...byId, categoryType: 1, content: '跨公司' }],
    ] as const) {
      expect(await kit.post(url, managerB, body), url).toMatchObject({ code: 404 });
    }
    expect(await kit.row(id)).toEqual(before);
  });
});

describe('the customer setting', () => {
  it('answers the defaults, saves with 客源设置 only, and validates', async () => {
    const res = await kit.get('/customer/v2/getCustomerSetting', agent);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ repeat: 3, distribution: 0, upperLimit: { selected: false } });
    expect(res.data.sell.states.map((s: { name: string }) => s.name)).toEqual(['有效', '暂缓', '已购', '无效']);
    expect(res.data.rent.follow).toEqual({ selected: true, days: 15 });
    expect(await kit.post('/customer/v2/customerSettingEdit', agent, res.data)).toMatchObject({ code: 403 });
    const bad = structuredClone(res.data);
    bad.sell.follow.days = 0;
    expect(await kit.post('/customer/v2/customerSettingEdit', manager, bad)).toMatchObject({
      code: 405,
      msg: '天数需为1-365的整数',
    });
    const dupe = structuredClone(res.data);
    dupe.rent.states = [
      { state: 1, name: '有效' },
      { state: 2, name: '有效' },
    ];
    expect(await kit.post('/customer/v2/customerSettingEdit', manager, dupe)).toMatchObject({
      code: 405,
      msg: '状态名称不能重复',
    });
    const empty = structuredClone(res.data);
    empty.new.states = [];
    expect(await kit.post('/customer/v2/customerSettingEdit', manager, empty)).toMatchObject({
      code: 405,
      msg: '请至少保留一个客户状态',
    });
    const renamed = structuredClone(res.data);
    renamed.sell.states.push({ state: 5, name: '已签约' });
    expect(await kit.post('/customer/v2/customerSettingEdit', manager, renamed)).toMatchObject({
      code: 200,
      msg: '客源设置已保存',
    });
    expect((await kit.get('/customer/v2/getCustomerSetting', agent)).data.sell.states).toHaveLength(5);
    expect((await kit.get('/customer/v2/getCustomerSetting', managerB)).data.sell.states).toHaveLength(4);
    await kit.setSetting(manager, () => {});
  });
});

describe('demo customers and retries', () => {
  it('both demo companies have customers in both pools with follow-ups', async () => {
    const mine = await kit.post('/customer/v2/privateClients', agent, { key: '13857120101' });
    expect(mine.data[0]).toMatchObject({ name: '王建国', userName: '李娜', communityNames: ['文鼎苑', '翠苑一区'] });
    const follows = await kit.get('/customer/v2/getCustomerfollowUp', agent, { customerId: mine.data[0].customerId });
    expect(follows.total).toBe(4);
    expect((await kit.post('/customer/v2/publicClients', agent, {})).total).toBeGreaterThanOrEqual(4);
    const b = await kit.post('/customer/v2/customerPosts', managerB, {});
    expect(b.data.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['钱晓东', '邓佳怡']));
    expect(b.data.map((r: { name: string }) => r.name)).not.toContain('王建国');
  });

  it('customerAdd with the same Idempotency-Key creates one customer', async () => {
    const body = kit.body();
    const send = () =>
      t.call({
        method: 'POST',
        url: '/customer/v2/customerAdd',
        headers: { ...agent, 'idempotency-key': `customer-${body.customerInfo[0]!.phone}` },
        payload: body,
      });
    const [one, two] = [await send(), await send()];
    expect(one.code).toBe(200);
    expect(two.data).toEqual(one.data);
  });
});
