import { expect, it } from 'vitest';
import { open, setupPhonePage } from './browser.ts';

const session = setupPhonePage('13800000001');

/**
 * Pages that read an id from the hash route say 页面参数错误 with a way back when it is missing
 * (ui/required-params.tsx), not 加载中 forever (their query stays disabled).
 */
const BAD_LINKS = [
  'pages/house/circulation-record',
  'pages/house/other-record?id=abc',
  'pages/house/operation-detail?type=1',
  'pages/house/update-attribute?id=',
  'pages/house/write-follow',
  'pages/house/enterkey?type=1',
  'pages/house/entrust?id=x',
  'pages/house/exclusive',
  'pages/house/update-status?id=0',
  'pages/house/actual-survey',
  'pages/house/team-work',
  'pages/house/team-work?id=&type=1',
  'pages/customer/detail',
  'pages/customer/detail-means?customerId=-1',
  'pages/customer/detail-intention',
  'pages/customer/customer-portrait',
  'pages/customer/update-status',
  'pages/customer/write-follow',
  'pages/customer/write-follow?customerId=0&categoryType=2',
  'pages/contract/detail?id=0&type=1',
  'pages/contract/follow-record',
  'pages/contract/other-record',
  'pages/contract/picture',
  'pages/contract/update-status',
  'pages/contract/write-follow',
  'pages/contract/write-follow?id=&type=2',
  'pages/estate/detail',
  'pages/estate/house-type',
  'pages/estate/house-type-detail?id=1.5',
  'pages/estate/operation-image',
  'pages/estate/other-record',
  'pages/estate/other-record?id=abc',
  'pages/estate/operation-type',
  'pages/estate/operation-type?communityId=',
  'pages/estate/delete-dialog',
  'pages/cus-acq-admin/customer-detail',
  'pages/cus-acq-admin/association',
  'pages/index/msg-detail?type=1',
  'pages/promotion/house',
  'pages/user/oa/approve-detail',
  'pages/user/org/edit-staff',
  'pages/user/recharge/order-detail',
  'pages/sign/detail?contractId=x',
  'pages/sign/onsite',
  'pages/sign/template-fields',
];

it.each(BAD_LINKS)('%s says the link is wrong instead of loading forever', async (route) => {
  const { page } = session;
  await page.goto('about:blank');
  await open(page, route);
  await page.getByText('页面参数错误').waitFor();
  await expect(page.getByText('链接缺少必要的参数或参数有误，请返回后重试').count()).resolves.toBe(1);
  await expect(page.getByText('加载中').count()).resolves.toBe(0);
});

it('返回 goes back to the page that opened the bad link', async () => {
  const { page } = session;
  await page.goto('about:blank');
  await open(page, 'pages/index');
  await page.getByText('我的应用').waitFor();
  await page.evaluate(() => {
    window.location.hash = '#/pages/house/circulation-record';
  });
  await page.getByText('页面参数错误').waitFor();
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL(/#\/pages\/index$/);
});

it('a page with its id still opens as before', async () => {
  const { page } = session;
  await page.goto('about:blank');
  await open(page, 'pages/house/circulation-record?id=1&type=1');
  await page.getByText('团队变更').waitFor();
  await expect(page.getByText('页面参数错误').count()).resolves.toBe(0);
});

/** Pages that create a record when no id is given keep working without one. */
it.each([
  ['pages/customer/operation', '新增客户'],
  ['pages/contract/sell-operation', '新增买卖合同'],
  ['pages/estate/operation', '新增小区'],
  ['pages/estate/operation-type?communityId=1', '新增户型'],
])('%s still opens without an id', async (route, title) => {
  const { page } = session;
  await page.goto('about:blank');
  await open(page, route);
  await page.getByText(title).first().waitFor();
  await expect(page.getByText('页面参数错误').count()).resolves.toBe(0);
});

it('the house team opens with its id', async () => {
  const { page } = session;
  await page.goto('about:blank');
  await open(page, 'pages/house/team-work?id=1&type=1');
  await page.getByRole('region', { name: '维护人' }).waitFor();
  await expect(page.getByText('页面参数错误').count()).resolves.toBe(0);
});
