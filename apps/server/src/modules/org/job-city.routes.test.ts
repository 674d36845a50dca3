import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { jobs } from './job.table.ts';

const { t, manager, managerB, get, post } = setupFileApp({ manager: 'managerA', managerB: 'managerB' });
const jobsOfA = () => t.db.select().from(jobs).where(eq(jobs.companyId, DEMO.companyA.id)).orderBy(jobs.id);

describe('jobs (page job-set)', () => {
  it('lists the company’s jobs in order with staff counts', async () => {
    const res = await get('/org/v2/jobList', await t.login(DEMO.users.agentA.phone));
    expect(res).toMatchObject({ code: 200, total: 4 });
    expect(res.data.map((j: any) => [j.jobName, j.staffCount])).toEqual([
      ['店长', 2],
      ['组长', 1],
      ['置业顾问', 2],
      ['行政', 0],
    ]);
  });

  it('adds, renames and deletes a job', async () => {
    const created = await post('/org/v2/jobCreate', { jobName: '带看专员', sort: 9 }, manager);
    expect(created).toMatchObject({ code: 200, msg: '岗位已添加' });
    const jobId = created.data.jobId;
    expect(await post('/org/v2/jobEdit', { jobId, jobName: '带看顾问', sort: 5 }, manager)).toMatchObject({
      code: 200,
    });
    expect((await jobsOfA()).find((j) => j.id === jobId)).toMatchObject({ name: '带看顾问', sort: 5 });
    expect(await post('/org/v2/jobDelete', { jobId }, manager)).toMatchObject({ code: 200, msg: '岗位已删除' });
    expect((await jobsOfA()).some((j) => j.id === jobId)).toBe(false);
  });

  it('refuses a duplicate name, a job in use, bad input and another company’s job', async () => {
    expect(await post('/org/v2/jobCreate', { jobName: '店长' }, manager)).toMatchObject({
      code: 405,
      msg: '岗位名称已存在',
    });
    const head = (await jobsOfA()).find((j) => j.name === '店长')!;
    expect(await post('/org/v2/jobDelete', { jobId: head.id }, manager)).toMatchObject({
      code: 405,
      msg: '该岗位下还有员工，无法删除',
    });
    expect(await post('/org/v2/jobCreate', {}, manager)).toMatchObject({ code: 405, msg: '请输入岗位名称' });
    expect(await post('/org/v2/jobCreate', { jobName: '岗'.repeat(21) }, manager)).toMatchObject({
      msg: '内容不能超过20个字',
    });
    expect(await post('/org/v2/jobCreate', { jobName: '好', sort: -1 }, manager)).toMatchObject({ code: 405 });
    expect(await post('/org/v2/jobEdit', { jobName: '好' }, manager)).toMatchObject({ code: 405, msg: '参数错误' });
    const before = await jobsOfA();
    expect(await post('/org/v2/jobEdit', { jobId: head.id, jobName: '改名' }, managerB)).toMatchObject({ code: 404 });
    expect(await post('/org/v2/jobDelete', { jobId: before[3]!.id }, managerB)).toMatchObject({ code: 404 });
    expect(await jobsOfA()).toEqual(before);
    expect((await get('/org/v2/jobList', managerB)).data.map((j: any) => j.jobName)).toEqual(['经纪人']);
  });
});

describe('cities the company opens', () => {
  it('answers the registration city until others are opened', async () => {
    expect(await get('/org/v2/openingCities', manager)).toMatchObject({
      code: 200,
      data: [{ cityId: 1086, cityName: '杭州市', provinceId: 11 }],
    });
  });

  it('lists the cities of a province with an opened flag, and saves a new list', async () => {
    const zhejiang = await get('/org/v2/moreCitys?pid=11', manager);
    expect(zhejiang.data.find((c: any) => c.cityId === 1086)).toMatchObject({ opened: true });
    expect(zhejiang.data.every((c: any) => c.provinceId === 11)).toBe(true);
    const ningbo = zhejiang.data.find((c: any) => c.cityName === '宁波市');
    const res = await post('/org/v2/openingCitiesSave', { cityIds: [1086, ningbo.cityId, 1086] }, manager);
    expect(res).toMatchObject({ code: 200, data: [{ cityName: '杭州市' }, { cityName: '宁波市' }] });
    expect((await get('/org/v2/openingCities', manager)).data).toHaveLength(2);
    expect((await get('/org/v2/openingCities', managerB)).data).toEqual([
      { cityId: 1086, cityName: '杭州市', provinceId: 11 },
    ]);
    expect((await get('/org/v2/moreCitys', manager)).data.length).toBeGreaterThan(300);
  });

  it.each([
    [{}, '请至少选择一个城市'],
    [{ cityIds: [] }, '请至少选择一个城市'],
    [{ cityIds: ['x'] }, '参数错误'],
  ])('refuses %j with %s', async (payload, msg) => {
    expect(await post('/org/v2/openingCitiesSave', payload, manager)).toMatchObject({ code: 405, msg });
  });

  it('refuses an unknown city', async () => {
    expect(await post('/org/v2/openingCitiesSave', { cityIds: [99] }, manager)).toMatchObject({
      code: 404,
      msg: '城市不存在',
    });
  });
});
