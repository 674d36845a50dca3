import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoSaleValues } from '../apps/server/src/db/seed/demo-sign-contracts.ts';
import { baseUrl, drawStrokes, lastSmsCode, launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * A deal from a listing to the contract book, at 375×812. Company 1's manager starts an e-contract from
 * a demo sale listing (发起签约): the form takes the listing's address and price. It is submitted with
 * the company's 合同章, the manager's saved signature signing 经纪人（签字）; seller and buyer sign on
 * site, the seal completes it. The signed PDF reads right in pdftotext (the address once, the agency
 * with its credit code, the agent, amounts with capitals, devices in words on the audit page) and
 * pdfsig lists each signature, all valid; the seller's copy link opens their copy; 合同管理 holds the
 * record, linked to the listing, the customer and the e-contract; 经营统计 counts it among the month's
 * 成交合同.
 */
let browser: Browser;
let page: Page;
let draftCode = '';
let deal = { contractId: 0, contractNo: '' };
let dealsBefore = 0;
let pdfFile = '';
/** The demo customer the deal is for (the first of the manager's private customers). */
let customer = { customerId: 0, name: '' };

/** Phones of their own: codes to one phone are 60 s apart, whichever journey asked. */
const SELLER = { name: '吴卖方', certNo: '11010519491231002X', phone: '13755550021' };
const BUYER = { name: '郑买方', certNo: '44030519900101123X', phone: '13755550022' };
const AGENCY = { name: '杭州安居房产经纪有限公司', orgCode: '91330106MA2H3K8L11', agent: '张伟' };

beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
  if (pdfFile) fs.rmSync(path.dirname(pdfFile), { recursive: true, force: true });
});

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const headers: Record<string, string> = {
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
      return (await (await fetch(url, init)).json()) as T;
    },
    { method, url, body },
  );
}

/** The signing app's once-a-day expiry reminder, when it shows. */
async function passReminder(target: ReturnType<Page['getByText']>): Promise<void> {
  const reminder = page.getByRole('button', { name: '我知道了' });
  await Promise.race([reminder.click({ timeout: 8000 }).catch(() => undefined), target.waitFor()]);
  await target.waitFor();
}

/** 经营统计's 成交合同 of this month (the page's default period), as a fresh opening of the app shows it. */
async function dealsThisMonth(): Promise<number> {
  await open(page, 'pages/index/statistics1');
  await page.reload();
  const figure = page.locator('[data-figure="成交合同"]');
  await figure.waitFor();
  return Number(await figure.textContent());
}

/** One signer's turn on site: the code texted to their phone, read and agree, draw, confirm. */
async function signTurn(phone: string): Promise<void> {
  await page.getByRole('region', { name: '身份验证' }).waitFor();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('验证码已发送').waitFor();
  await page.getByRole('textbox', { name: '验证码' }).fill(await lastSmsCode(phone));
  await page.getByRole('button', { name: '验证身份' }).click();
  await page.getByText('我已阅读并同意以上合同全部内容').click();
  await drawStrokes(page);
  await page.getByRole('button', { name: '确认签署' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.getByText('签署成功').first().waitFor();
}

it('starts an e-contract from a demo sale listing: the form takes its address', async () => {
  await logIn(page, '13800000001');
  dealsBefore = await dealsThisMonth();
  const listings = await api<{ data: { houseId: number }[] }>('POST', '/housing/v2/housingPosts', {
    type: 1,
    pageindex: 1,
    pagesize: 10,
  });
  const houseId = listings.data[0]?.houseId ?? 0;
  expect(houseId).toBeGreaterThan(0);
  await open(page, `pages/house/detail?id=${houseId}&type=1`);
  await page.getByRole('button', { name: '更多' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '发起签约' }).click();
  await page.waitForURL(/#\/pages\/sign\/contract-open\?houseId=/);
  await passReminder(page.getByText(/已带入 .+ 的房源信息/));
  expect(await page.getByLabel('企业与双方签署').isChecked()).toBe(true);
  await page.getByRole('button', { name: '开始填写' }).click();
  await page.waitForURL(/#\/pages\/sign\/operation\?draftCode=/);
  draftCode = /draftCode=([A-Za-z0-9-]+)/.exec(page.url())?.[1] ?? '';
  await expect.poll(() => page.getByLabel('小区名称', { exact: true }).inputValue()).not.toBe('');
});

it('submits it with the company seal; both parties sign on site and the seal completes it', async () => {
  // The form's content as the phone holds it (the listing's house and price), finished with the answers
  // the rest of the template needs and the two parties.
  const staged = await page.evaluate((code) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith(code));
    return JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      boxid: number;
      content: { houseId: number; values: Record<string, string> };
    };
  }, draftCode);
  expect(staged.content.houseId).toBeGreaterThan(0);
  const fromListing = Object.fromEntries(Object.entries(staged.content.values).filter(([, v]) => v !== ''));
  const values = {
    ...demoSaleValues({ houseName: '', houseBuilding: '', houseRoomNo: '' }),
    signAddress: '杭州市拱墅区门店',
    ...fromListing,
  };
  const bodies = await api<{ data: { corpList: { seals: { sealId: number; sealType: number }[] }[] } }>(
    'GET',
    '/sign/signSelectBody',
  );
  const seal = bodies.data.corpList[0]?.seals.find((s) => s.sealType === 2);
  expect(seal).toBeTruthy();
  const mine = await api<{ data: { customerId: number; name: string }[] }>('POST', '/customer/v2/privateClients', {});
  customer = mine.data[0] ?? customer;
  expect(customer.customerId).toBeGreaterThan(0);
  const answer = await api<{ code: number; msg: string; data: { contractId: number; contractNo: string } }>(
    'POST',
    '/sign/contractSubmission',
    {
      boxid: staged.boxid,
      content: {
        ...staged.content,
        customerId: customer.customerId,
        signatureType: 1,
        signBodyList: [{ type: 1, id: seal?.sealId ?? 0 }],
        houseName: values.houseName,
        houseBuilding: values.houseBuilding ?? '',
        houseRoomNo: values.houseRoomNo ?? '',
        partyA: { type: 1, ...SELLER },
        partyB: { type: 1, ...BUYER },
        values,
      },
    },
  );
  expect(answer.code, answer.msg).toBe(200);
  deal = answer.data;

  await open(page, `pages/sign/detail?contractId=${deal.contractId}`);
  await passReminder(page.getByRole('button', { name: '现场签署' }));
  await page.getByRole('button', { name: '现场签署' }).click();
  await page.getByRole('button', { name: '开始签署' }).click();
  await page.getByRole('region', { name: '签署人' }).getByText(/^吴/).first().waitFor();
  await signTurn(SELLER.phone);
  await page.getByRole('button', { name: '返回签署方列表' }).click();
  await page.getByRole('button', { name: '开始签署' }).click();
  await page.getByRole('region', { name: '签署人' }).getByText(/^郑/).first().waitFor();
  await signTurn(BUYER.phone);
  await page.getByRole('button', { name: '返回签署方列表' }).click();
  await page.getByText('各方已签署').waitFor();
  await page.getByRole('button', { name: '返回合同详情' }).click();
  await page.getByRole('button', { name: '加盖公章' }).click();
  await page.getByRole('button', { name: '确认用章' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.getByText('用章成功').waitFor();
  await page.getByRole('region', { name: '合同概况' }).getByText('已完成').waitFor();
  await screenshot(page, 'sign-deal-completed');
});

it('reads right in pdftotext, and pdfsig lists each signature, all valid', async () => {
  const link = await api<{ code: number; data: { url: string } }>(
    'GET',
    `/sign/signShareLink?contractId=${deal.contractId}`,
  );
  expect(link.code).toBe(200);
  const file = await fetch(new URL(link.data.url, baseUrl()).href);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  pdfFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'awb-deal-')), 'contract.pdf');
  fs.writeFileSync(pdfFile, Buffer.from(await file.arrayBuffer()));

  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-']).toString().replace(/\s+/g, '');
  expect(text).toContain(deal.contractNo);
  expect(text).toContain(`经纪机构：${AGENCY.name}`);
  expect(text).toContain(`统一社会信用代码：${AGENCY.orgCode}`);
  expect(text).toContain(`经纪人：${AGENCY.agent}`);
  // The address once: no region written twice, no doubled 幢, no blank where the listing gave a value.
  expect(text).not.toMatch(/(杭州市[^杭]{1,6}区)\1/);
  expect(text).not.toMatch(/幢幢|单元单元|室室/);
  expect(text).toMatch(/坐落于浙江省杭州市/);
  // The audit page names devices in words (安卓手机 · Chrome 150), not raw user-agent strings.
  const audit = text.slice(text.indexOf('签署审计记录'));
  expect(audit).toMatch(/(手机|电脑|平板)·[A-Za-z]+\d+/);
  expect(audit).not.toContain('Mozilla/5.0');
  // Amounts as contracts write them.
  expect(text).toMatch(/人民币[\d,]+\.\d{2}元（大写：[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+）/);

  const report = execFileSync('pdfsig', [pdfFile]).toString();
  const names = [...report.matchAll(/Signer Certificate Common Name: (.+)/g)].map((m) => m[1]);
  expect(names).toEqual(expect.arrayContaining([SELLER.name, BUYER.name, AGENCY.agent, AGENCY.name]));
  expect(names.at(-1)).toBe(AGENCY.name);
  expect(report.match(/Signature is Valid/g)).toHaveLength(names.length);
});

it("texts each party their copy: the seller's link opens it", async () => {
  const outbox = (await (await fetch(`${baseUrl()}/dev/sms-outbox?phone=${SELLER.phone}`)).json()) as {
    data: { template: string; params: { url?: string; contractNo?: string } }[];
  };
  const copy = outbox.data.find((m) => m.template === 'sign-copy' && m.params.contractNo === deal.contractNo);
  expect(copy?.params.url).toMatch(/\/h5\/#\/pages\/public\/contract-copy\?token=/);
  const seller = await phonePage(browser);
  await seller.goto(new URL(copy?.params.url ?? '', baseUrl()).href);
  await seller.getByText('合同已签署完成').waitFor();
  await seller.getByRole('button', { name: '查看' }).click();
  await seller.waitForURL(/#\/pages\/public\/pdf-viewer\?url=%2Fsign%2FcopyFile/);
  await seller.getByRole('region', { name: '第1页' }).waitFor();
  await seller.context().close();
});

it('is in 合同管理, linked to the listing, the customer and the e-contract, and 经营统计 counts it', async () => {
  await open(page, 'pages/contract/index');
  await page.getByPlaceholder('搜索合同编号、房屋或客户姓名').fill(deal.contractNo);
  await page.getByText('共 1 份买卖合同').waitFor();
  await page.getByRole('button', { name: `合同 ${deal.contractNo}` }).click();
  await page.waitForURL(/#\/pages\/contract\/detail/);
  await page.getByText(SELLER.name).first().waitFor();
  await page.getByText(/关联房源/).waitFor();
  await page.getByText('查看电子合同').waitFor();
  await page.getByRole('region', { name: '关联客源' }).getByText(customer.name).waitFor();
  await screenshot(page, 'sign-deal-contract-book');
  await page.getByText('查看电子合同').click();
  await page.waitForURL(new RegExp(`#/pages/sign/detail\\?contractId=${deal.contractId}`));
  expect(await dealsThisMonth()).toBe(dealsBefore + 1);
});
