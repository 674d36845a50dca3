import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * The message centre end to end: an agent opens the bell, reads an announcement (it moves from 未读
 * to 已读), marks the rest read; the manager releases an announcement (the form keeps a draft),
 * then deletes it after the seeds' confirm.
 */
let browser: Browser;
let agent: Page;
let manager: Page;
beforeAll(async () => {
  browser = await launch();
  agent = await phonePage(browser);
  manager = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('main button', { has: page.locator('span') }).filter({ hasText: '发布人' });

it('an agent opens the message centre from the bell and sees the unread announcements', async () => {
  await logIn(agent, '13800000002');
  await agent.getByRole('button', { name: '消息' }).click();
  await agent.waitForURL(/#\/pages\/index\/msg-type/);
  const noticeRow = agent.locator('main button', { hasText: '公告' }).first();
  await noticeRow.getByText('11月业绩通报').waitFor();
  expect((await noticeRow.locator('.adm-badge').textContent())?.trim()).toBe('3');
  await agent.locator('button', { hasText: '提醒' }).first().waitFor();
  await agent.locator('button', { hasText: '合同报告' }).first().waitFor();
  await screenshot(agent, 'message-centre');
});

it('reading an announcement moves it from 未读 to 已读', async () => {
  await agent.locator('main button', { hasText: '公告' }).first().click();
  await agent.waitForURL(/#\/pages\/index\/msg-list\?type=1/);
  await agent.getByText('关于规范房源实勘的通知').waitFor();
  expect(await cards(agent).count()).toBe(3);
  await agent.getByRole('tab', { name: '未读' }).click();
  await agent.getByText('本周六门店团建活动').waitFor();
  await screenshot(agent, 'message-list-unread');

  await agent.getByText('本周六门店团建活动').click();
  await agent.waitForURL(/#\/pages\/index\/msg-detail/);
  await agent.getByRole('heading', { name: '本周六门店团建活动' }).waitFor();
  await agent.getByText('西溪湿地').waitFor();
  // An agent without 发布公告 sees no delete.
  expect(await agent.getByRole('button', { name: '删除' }).count()).toBe(0);
  await screenshot(agent, 'message-detail');

  await agent.goBack();
  await agent.getByRole('tab', { name: '已读' }).click();
  await expect.poll(() => cards(agent).count()).toBe(1);
  await agent.getByText('本周六门店团建活动').waitFor();
  await agent.getByRole('tab', { name: '未读' }).click();
  await expect.poll(() => cards(agent).count()).toBe(2);

  await agent.getByRole('button', { name: '全部已读' }).click();
  await agent.getByText('暂无公告').waitFor();
});

it('the manager releases an announcement, the draft surviving a reload, and deletes it after the confirm', async () => {
  await logIn(manager, '13800000001');
  await open(manager, 'pages/index/msg-type');
  await manager.getByRole('button', { name: '发布公告' }).click();
  await manager.waitForURL(/#\/pages\/index\/operation-notice/);
  await manager.getByPlaceholder('请输入公告标题').fill('端到端测试公告');
  await manager.getByPlaceholder('请输入公告内容').fill('第一行\n第二行');
  await manager.waitForTimeout(700);
  await manager.reload();
  await manager.getByText('已恢复上次未提交的内容').waitFor();
  expect(await manager.getByPlaceholder('请输入公告标题').inputValue()).toBe('端到端测试公告');
  await manager.getByRole('button', { name: '发布', exact: true }).click();
  await manager.getByText('发布成功').waitFor();
  await manager.waitForURL(/#\/pages\/index\/msg-type/);

  // The menu shows it as the newest announcement.
  const noticeRow = manager.locator('main button', { hasText: '公告' }).first();
  await noticeRow.getByText('端到端测试公告').waitFor();
  await noticeRow.click();
  await manager.waitForURL(/#\/pages\/index\/msg-list/);
  await manager.getByRole('tab', { name: '全部' }).waitFor();
  await cards(manager).filter({ hasText: '端到端测试公告' }).click();
  await manager.waitForURL(/#\/pages\/index\/msg-detail/);
  await manager.getByText('第二行').waitFor();
  await manager.getByRole('button', { name: '删除' }).click();
  await manager.getByText('是否确定删除这条公告记录？').waitFor();
  await screenshot(manager, 'message-delete-confirm');
  await manager.getByRole('button', { name: '确定' }).click();
  await manager.getByText('删除成功').waitFor();
  await manager.waitForURL(/#\/pages\/index\/msg-list/);
  await manager.getByText('关于规范房源实勘的通知').waitFor();
  await expect.poll(() => manager.getByText('端到端测试公告').count()).toBe(0);
});
