import { expect, it } from 'vitest';
import { DEMO_TMALL_ACCOUNT } from '../apps/server/src/db/seed/demo-promotion.ts';
import { open, screenshot, setupPhonePage } from './browser.ts';

/**
 * 房源推广 end to end at 375×812, against the local fake portal global-setup points 幸福里, 58安选 and
 * 天猫好房 at (房天下 stays unconfigured): the manager opens 房源推广 from 我的, pushes a sale listing to
 * 天猫好房, is sent to bind it first, binds it through the page, pushes, sees 已上架, takes it down, and
 * sees the 房天下 tab say it is closed and not configured. Only company A's 天猫好房 rows change.
 */
const session = setupPhonePage('13800000001');
const page = () => session.page;

const toast = (text: string) => page().locator('.adm-toast-main', { hasText: text }).waitFor();
async function confirm(prompt: string): Promise<void> {
  await page().locator('.adm-dialog-content', { hasText: prompt }).waitFor();
  await page().locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
}
const firstRow = () => page().getByRole('article').first();

it('opens 房源推广 from 我的 with its six tabs', async () => {
  await page().getByRole('navigation', { name: 'tab bar' }).getByRole('button', { name: '我的' }).click();
  await page().waitForURL(/#\/pages\/user/);
  await page().locator('.adm-list-item', { hasText: '房源推广' }).click();
  await page().waitForURL(/#\/pages\/promotion\/index/);
  for (const title of ['幸福里售房', '幸福里租房', '58安选', '房天下', '天猫好房售房', '天猫好房租房']) {
    await page().getByRole('tab', { name: title }).waitFor();
  }
  await firstRow().waitFor();
  await screenshot(page(), 'promotion-index');
});

it('re-pushing the demo’s failed listing fails again by 幸福里’s rule, with the same reason', async () => {
  await page().getByRole('tab', { name: '幸福里售房' }).click();
  const failed = page().getByRole('article').filter({ hasText: '房源图片不足2张' }).first();
  await failed.getByText('推送失败').waitFor();
  await failed.getByRole('button', { name: '重新推送', exact: true }).click();
  await confirm('确定将该房源推送到幸福里吗？');
  await page().getByText('幸福里推送失败：房源图片不足2张').first().waitFor();
  await failed.getByText('推送失败').waitFor();
  await failed.getByText('房源图片不足2张').waitFor();
});

it('goes to the bind page when 天猫好房 is not bound, binds it, and comes back', async () => {
  await page().getByRole('tab', { name: '天猫好房售房' }).click();
  await page().getByText('天猫好房未绑定账号，点此绑定').waitFor();
  await firstRow().getByRole('button', { name: '推送', exact: true }).click();
  await page().waitForURL(/#\/pages\/public\/promotion-port-bind\?houseid=\d+&portal=4/);
  await page().getByText('未绑定', { exact: true }).waitFor();
  const a = DEMO_TMALL_ACCOUNT;
  const fill = (label: string, value: string) => page().locator(`input[aria-label="${label}"]`).fill(value);
  await fill('经纪人姓名', a.fp_name);
  await fill('联系电话', a.phone);
  await fill('AppKey', a.tmall_appkey);
  await fill('私钥', a.tmall_prikey);
  await fill('公钥', a.tmall_pubkey);
  await screenshot(page(), 'promotion-bind');
  await page().getByRole('button', { name: '绑定', exact: true }).click();
  await toast('绑定成功');
  await page().waitForURL(/#\/pages\/promotion\/index\?tab=tmall-sale/);
});

it('pushes the listing to 天猫好房 through the fake portal and takes it down again', async () => {
  await firstRow().getByRole('button', { name: '推送', exact: true }).click();
  await confirm('确定将该房源推送到天猫好房吗？');
  await toast('推送成功');
  await firstRow().getByText('已上架').waitFor();
  await firstRow().getByRole('button', { name: '下架', exact: true }).click();
  await confirm('您确定要下架该房源吗？');
  await toast('下架成功');
  await firstRow().getByText('已下架').waitFor();
  await expect.poll(() => firstRow().getByRole('button', { name: '上架', exact: true }).count()).toBe(1);
});

it('shows nothing of a saved secret on the bind page: an empty field that says it is saved', async () => {
  await open(page(), 'pages/public/promotion-port-bind?portal=3');
  await page()
    .getByText(/^已绑定/)
    .first()
    .waitFor();
  for (const label of ['登录密码', '密钥']) {
    const input = page().locator(`input[aria-label="${label}"]`);
    expect(await input.inputValue()).toBe('');
    expect(await input.getAttribute('placeholder')).toBe('已保存，如需修改请重新输入');
  }
  expect(await page().locator('input[aria-label="登录账号"]').inputValue()).toBe('anju_wensan');
  expect(
    await page()
      .getByText(/\*{2,}/)
      .count(),
  ).toBe(0);
  await screenshot(page(), 'promotion-bind-saved');
  await page().goBack();
});

it('says on the 房天下 tab that it is closed and its service not configured', async () => {
  await page().getByRole('tab', { name: '房天下' }).click();
  await page().getByText('房天下推广已关闭，点此开启').waitFor();
  await page().getByText('房天下推送服务未配置，请联系管理员').waitFor();
  await screenshot(page(), 'promotion-ftx');
});

it('shows one listing on every portal and opens it from the listing detail’s 更多 › 推广', async () => {
  await page().getByRole('tab', { name: '天猫好房售房' }).click();
  const code = (await firstRow().getAttribute('aria-label'))?.replace('房源 ', '') ?? '';
  const houseId = Number(code.replace(/^CS0*/, ''));
  await open(page(), `pages/house/detail?id=${houseId}&type=1`);
  await page().getByRole('button', { name: '更多' }).click();
  await page().locator('.adm-action-sheet-button-item', { hasText: '推广' }).click();
  await page().waitForURL(new RegExp(`#/pages/promotion/house\\?houseId=${houseId}`));
  for (const name of ['幸福里', '58安选', '房天下', '天猫好房', '获客小程序']) {
    await page().getByText(name, { exact: true }).waitFor();
  }
  await page().getByText('已下架').first().waitFor();
  await page().getByRole('button', { name: '推送到微店' }).waitFor();
  await screenshot(page(), 'promotion-house');
});
