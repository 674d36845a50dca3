import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drawStrokes, lastSmsCode, launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * 电子签约, the form, end to end at 375×812: company 1's manager starts a sale contract
 * from a listing's detail, fills it partly (autosaved), leaves, comes back through 草稿箱, types
 * offline (kept on the phone) and sees it saved once back online, finishes, submits with a wrong
 * ID number (400020, 去修改), fixes it and submits, signing 经纪人（签字） on the pad (their saved
 * signature set aside for it, and saved again after): the success page follows; the contract's
 * detail (pages/sign/detail) shows it 待签署 with the agency block, and it is invalidated and the
 * invalidation revoked.
 */
let browser: Browser;
let page: Page;
let draftCode = '';
let boxid = '';
beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const field = (label: string) => page.getByLabel(label, { exact: true });

/** The signing app's once-a-day expiry reminder (the demo company's app expires soon). */
async function passReminder(p: Page, then: RegExp | string): Promise<void> {
  const reminder = p.getByRole('button', { name: '我知道了' });
  const target = typeof then === 'string' ? p.getByText(then).first() : p.getByRole('button', { name: then }).first();
  await Promise.race([reminder.click({ timeout: 8000 }).catch(() => undefined), target.waitFor()]);
  await target.waitFor();
}

/** Calls the API with the page's session, as the app does (a form body posts it). */
async function api<T>(path: string, form?: Record<string, string | number>): Promise<T> {
  return page.evaluate(
    async ({ url, form }) => {
      const headers = {
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
      };
      const body = form ? new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])) : undefined;
      return (await (await fetch(url, { headers, method: form ? 'POST' : 'GET', body })).json()) as T;
    },
    { url: path, form },
  );
}

type TSignatures = { data: { signatures: { sealId: number; name: string; agentCode: number }[] } };
/** The manager's user id (the keeper of their saved signature). */
let managerId = 0;

/** The manager's saved personal signatures, set aside: the submission then asks them to draw. */
async function setSavedSignaturesAside(): Promise<void> {
  const company = await api<{ data: { etcomid: number } }>('/sign/companyInfo');
  const lists = await api<TSignatures>(`/sign/signaturePosts?etcomid=${company.data.etcomid}`);
  const own = lists.data.signatures.filter((s) => s.name === '张伟');
  managerId = own[0]?.agentCode ?? 0;
  expect(managerId).toBeGreaterThan(0);
  for (const s of own) {
    const res = await api<{ code: number; msg: string }>('/sign/companySignatureDelete', { id: s.sealId });
    expect(res.code, res.msg).toBe(200);
  }
}

/** Saves a personal signature for the manager again (the journeys after this one sign with it). */
async function saveSignatureAgain(): Promise<void> {
  const company = await api<{ data: { etcomid: number } }>('/sign/companyInfo');
  const etcomid = company.data.etcomid;
  // Codes to one phone are 60 s apart: another journey may just have sent one.
  await expect
    .poll(async () => (await api<{ code: number }>('/sign/VerificationCode', { etcomid })).code, {
      timeout: 75_000,
      interval: 5000,
    })
    .toBe(200);
  const vercode = await lastSmsCode('13800000001');
  const saved = await page.evaluate(
    async ({ etcomid, vercode, agentCode }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 120;
      const ink = canvas.getContext('2d');
      if (ink) {
        ink.lineWidth = 6;
        ink.beginPath();
        ink.moveTo(20, 80);
        ink.bezierCurveTo(60, 10, 90, 110, 140, 50);
        ink.lineTo(280, 70);
        ink.stroke();
      }
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
      const form = new FormData();
      for (const [k, v] of Object.entries({ name: '张伟', agentCode, etcomid, vercode, type: 2 }))
        form.append(k, String(v));
      form.append('file', png, 'signature.png');
      const headers = {
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
      };
      return (await (await fetch('/sign/createPictureSignature', { method: 'POST', headers, body: form })).json()) as {
        code: number;
        msg: string;
      };
    },
    { etcomid, vercode, agentCode: managerId },
  );
  expect(saved.code, saved.msg).toBe(200);
}

it('starts a sale contract from a listing detail', async () => {
  await logIn(page, '13800000001');
  const houseId = await page.evaluate(async () => {
    const response = await fetch('/housing/v2/housingPosts', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
      },
      body: JSON.stringify({ type: 1, pageindex: 1, pagesize: 10 }),
    });
    return ((await response.json()) as { data: { houseId: number }[] }).data[0]?.houseId ?? 0;
  });
  expect(houseId).toBeGreaterThan(0);
  await open(page, `pages/house/detail?id=${houseId}&type=1`);
  await page.getByRole('button', { name: '更多' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '发起签约' }).click();
  await page.waitForURL(/#\/pages\/sign\/contract-open\?houseId=/);
  await passReminder(page, /杭州市存量房买卖合同/);
  await page.getByText(/已带入 .+ 的房源信息/).waitFor();
  await page.getByLabel('仅双方签署').check();
  await screenshot(page, 'sign-contract-open');
  await page.getByRole('button', { name: '开始填写' }).click();
  await page.waitForURL(/#\/pages\/sign\/operation\?draftCode=[A-Za-z0-9-]+&boxid=\d+/);
  draftCode = /draftCode=([A-Za-z0-9-]+)/.exec(page.url())?.[1] ?? '';
  boxid = /boxid=(\d+)/.exec(page.url())?.[1] ?? '';
  await page.getByText('填写合同').waitFor();
  // Prefilled from the listing (its district too) and the company's default city.
  await expect.poll(() => field('小区名称').inputValue()).not.toBe('');
  expect(await field('城市').inputValue()).toBe('杭州市');
  expect(await field('区县').inputValue()).not.toBe('');
});

it('fills it partly: dependent fields follow the answers, money shows in capitals, the draft saves itself', async () => {
  await field('小区名称').fill('西溪花园');
  await field('幢号').fill('3');
  await field('室号').fill('1201');
  await page.getByText('已自动保存').waitFor({ timeout: 10_000 });
  await field('成交总价').fill('3200000');
  await page.getByText('人民币 3,200,000.00 元（大写：叁佰贰拾万元整）').waitFor();
  await field('付款方式').selectOption({ label: '商业贷款' });
  await field('贷款金额').waitFor();
  await field('付款方式').selectOption({ label: '一次性付款' });
  await expect.poll(() => field('贷款金额').count()).toBe(0);
  await page.getByText('已自动保存').waitFor({ timeout: 10_000 });
  await screenshot(page, 'sign-contract-operation');
});

it('leaves and comes back through 草稿箱', async () => {
  await open(page, 'pages/sign/index');
  await passReminder(page, '草稿箱');
  await page.getByRole('button', { name: '草稿箱' }).click();
  await page.waitForURL(/#\/pages\/sign\/draft-list/);
  const row = page.getByRole('article', { name: '西溪花园3幢1201室' });
  await row.waitFor();
  await screenshot(page, 'sign-contract-drafts');
  await row.getByRole('button').first().click();
  await page.waitForURL(new RegExp(`#/pages/sign/operation\\?draftCode=${draftCode}`));
  await expect.poll(() => field('成交总价').inputValue()).toBe('3200000');
  expect(await field('室号').inputValue()).toBe('1201');
});

it('keeps what is typed offline on the phone and saves it once back online', async () => {
  await page.context().setOffline(true);
  await field('权属证书号').fill('浙(2021)杭州市不动产权第0123456号');
  await page.getByText('离线，已存本机').waitFor({ timeout: 10_000 });
  const kept = await page.evaluate((code) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('draft:sign-contract:') && k.endsWith(code));
    return key ? localStorage.getItem(key) : null;
  }, draftCode);
  expect(kept).toContain('不动产权第0123456号');
  await screenshot(page, 'sign-contract-offline');
  await page.context().setOffline(false);
  await page.getByText('已自动保存').waitFor({ timeout: 20_000 });
  const saved = await api<{ data: { content: { values: Record<string, string> } } }>(
    `/sign/signDraftDetail?draftCode=${draftCode}`,
  );
  expect(saved.data.content.values.buildingCertificate).toBe('浙(2021)杭州市不动产权第0123456号');
});

it('lists the furniture and appliances of the house', async () => {
  await page.getByText('家具家电及收据清单').click();
  await page.waitForURL(/#\/pages\/sign\/appliance\?draftCode=/);
  await page.getByRole('button', { name: '+ 空调' }).click();
  expect(await page.getByLabel('物品1名称').inputValue()).toBe('空调');
  await page.getByLabel('物品1备注').fill('格力 1.5匹');
  await page.getByText('已自动保存').waitFor({ timeout: 10_000 });
  await screenshot(page, 'sign-contract-appliance');
  await page.getByRole('button', { name: '完成' }).click();
  await page.waitForURL(/#\/pages\/sign\/operation/);
  await page.getByText('1项').waitFor();
});

it('edits the same draft in the contract text on the visual page', async () => {
  await open(page, `pages/sign/visualization?draftCode=${draftCode}&boxid=${boxid}`);
  const clause = page.getByRole('button', { name: /第一条 房屋基本情况/ });
  await clause.getByText(/小区名称西溪花园，3幢(.+单元)?1201室/).waitFor();
  await clause.click();
  await field('单元号').fill('2');
  await page.getByRole('button', { name: '完成' }).click();
  await clause.getByText(/3幢2单元1201室/).waitFor();
  await page.getByText('已自动保存').waitFor({ timeout: 10_000 });
  await screenshot(page, 'sign-contract-visualization');
  await open(page, `pages/sign/operation?draftCode=${draftCode}&boxid=${boxid}`);
  await expect.poll(() => field('单元号').inputValue()).toBe('2');
});

it('finishes the form and submits with a wrong ID number: 400020, 去修改 marks it', async () => {
  await field('区县').fill('西湖区');
  // As a listing stores it: the street address repeats the region.
  await field('房屋坐落').fill('浙江省杭州市西湖区文二西路588号');
  await field('房屋用途').selectOption({ label: '住宅' });
  await field('建筑面积').fill('89.5');
  await field('总层数').fill('18');
  await field('所在楼层').fill('12');
  await field('计价方式').selectOption({ label: '按套计价' });
  await field('申请过户日期').fill('2027-01-15');
  await field('交房日期').fill('2027-02-01');
  await field('签约地点').fill('杭州市西湖区文二西路588号');
  await page.getByLabel('甲方姓名').fill('赵敏');
  await page.getByLabel('甲方身份证号').fill('110105194912310021');
  await page.getByLabel('甲方手机号码').fill('13911110001');
  await page.getByLabel('乙方姓名').fill('钱程');
  await page.getByLabel('乙方身份证号').fill('44030519900101123X');
  await page.getByLabel('乙方手机号码').fill('13911110002');
  await page.getByRole('button', { name: '下一步' }).click();
  const preview = page.getByRole('article', { name: '合同预览' });
  await preview.getByText('杭州市存量房买卖合同').waitFor();
  // The address once, the amount as contracts write it.
  await preview.getByText('坐落于浙江省杭州市西湖区文二西路588号，小区名称西溪花园，3幢2单元1201室。').waitFor();
  await preview.getByText('成交总价为人民币 3,200,000.00 元（大写：叁佰贰拾万元整）').waitFor();
  expect(await preview.textContent()).not.toMatch(/西湖区浙江省|幢幢/);
  await screenshot(page, 'sign-contract-preview');
  await page.getByRole('button', { name: '发起签署' }).click();
  const dialog = page.locator('.adm-dialog');
  await dialog.getByText('身份信息填写错误 请填写正确信息再提交').waitFor();
  await dialog.getByText('甲方：身份证号格式不正确').waitFor();
  await screenshot(page, 'sign-contract-400020');
  await dialog.getByRole('button', { name: '去修改' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('填写合同').waitFor();
  await page.getByText('身份证号格式不正确', { exact: true }).waitFor();
  expect(await page.getByLabel('甲方身份证号').inputValue()).toBe('110105194912310021');
});

it('fixes it, signs 经纪人（签字） on the pad, submits and sees the success page', async () => {
  await setSavedSignaturesAside();
  await page.reload();
  await page.getByLabel('甲方身份证号').fill('11010519491231002X');
  await page.getByRole('button', { name: '下一步' }).click();
  const preview = page.getByRole('article', { name: '合同预览' });
  await preview.getByText('经纪机构：杭州安居房产经纪有限公司　统一社会信用代码：91330106MA2H3K8L11').waitFor();
  await preview.getByText('经纪人：张伟　联系电话：138****0001').waitFor();
  await page.getByRole('button', { name: '发起签署' }).click();
  const pad = page.getByRole('region', { name: '经纪人签字' });
  await pad.getByText('您还没有保存个人签名，请在下方用正楷书写本人姓名').waitFor();
  await drawStrokes(page);
  await screenshot(page, 'sign-contract-broker-signature');
  await pad.getByRole('button', { name: '签字并发起签署' }).click();
  await page.waitForURL(/#\/pages\/public\/success/, { timeout: 15_000 });
  await page.getByText('发起签约成功').first().waitFor();
  await page.getByText(/合同编号 QY\d{14}/).waitFor();
  await screenshot(page, 'sign-contract-success');
  // Seed 000 §4 without an approval: 下载合同 and 复制链接 (the contract's share link), then 查看合同.
  await page.getByRole('button', { name: '下载合同' }).waitFor();
  await page.getByRole('button', { name: '复制链接' }).click();
  await page.getByText('复制成功').waitFor();
  const data = JSON.parse(new URLSearchParams(page.url().split('?')[1] ?? '').get('data') ?? '{}') as {
    buttons: { text: string; url?: string; value?: string }[][];
  };
  const [download, copy] = data.buttons[0] ?? [];
  expect(copy?.value).toMatch(/\/h5\/#\/pages\/public\/pdf-viewer\?url=%2Fsign%2Fpdf/);
  const pdf = await fetch(download?.url ?? '');
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  // The draft went with the submission: neither the server nor the phone keeps it.
  const drafts = await api<{ data: { draftCode: string }[] }>('/sign/signDraftPosts');
  expect(drafts.data.map((d) => d.draftCode)).not.toContain(draftCode);
  const left = await page.evaluate(
    (code) => Object.keys(localStorage).filter((k) => k.endsWith(code)).length,
    draftCode,
  );
  expect(left).toBe(0);
  await saveSignatureAgain();
});

it('opens the contract from the success page, invalidates it and revokes the invalidation', async () => {
  await page.getByRole('button', { name: '查看合同' }).click();
  await page.waitForURL(/#\/pages\/sign\/detail\?contractId=\d+/);
  await page.getByText('待签署').first().waitFor();
  const contractId = Number(/contractId=(\d+)/.exec(page.url())?.[1]);
  const signers = await api<{ data: { roleLabel: string; stateName: string }[] }>(
    `/sign/signSigners?contractId=${contractId}`,
  );
  expect(signers.data.at(-1)).toMatchObject({ roleLabel: '经纪人', stateName: '已签署' });
  const dialog = page.locator('.adm-dialog');
  await page.getByRole('button', { name: '作废合同' }).click();
  await page.getByText('确定要作废该合同吗？作废后各方将无法继续签署').waitFor();
  await dialog.getByRole('textbox').fill('买方改期签约');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('作废成功').waitFor();
  await page.getByText('已作废').first().waitFor();
  await page.getByRole('button', { name: '撤销作废' }).click();
  await page.getByText('确定要撤销作废吗？合同将恢复为作废前的状态').waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('撤销作废成功').waitFor();
  await page.getByText('待签署').first().waitFor();
  await page.getByRole('button', { name: '作废合同' }).waitFor();
  await screenshot(page, 'sign-contract-detail');
});

it('starts a contract from a sale contract record, prefilled from it', async () => {
  const contractId = await page.evaluate(async () => {
    const response = await fetch('/contract/v2/contractSalePosts', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
      },
      body: JSON.stringify({ pageindex: 1 }),
    });
    // A typed record: one made from a completed e-contract (QY…) links it and is not started again.
    const rows = ((await response.json()) as { data: { contractId: number; contractNo: string }[] }).data;
    return rows.find((r) => !r.contractNo.startsWith('QY'))?.contractId ?? 0;
  });
  expect(contractId).toBeGreaterThan(0);
  await open(page, `pages/contract/detail?id=${contractId}&type=1`);
  await page.getByRole('button', { name: '更多' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '发起签约' }).click();
  await page.waitForURL(new RegExp(`#/pages/sign/contract-open\\?contractId=${contractId}&contractType=1`));
  const brought = (await page.getByText(/已带入 .+ 的房源信息/).textContent()) ?? '';
  await page.getByRole('button', { name: '开始填写' }).click();
  await page.waitForURL(/#\/pages\/sign\/operation\?draftCode=/);
  const community = /已带入 (.+) 的房源信息/.exec(brought)?.[1] ?? '';
  await expect.poll(() => field('小区名称').inputValue()).toBe(community);
});

it('starts a contract from a customer’s detail, for that customer', async () => {
  const customers = await api<{ data: { customerId: number }[] }>('/customer/v2/customerPosts', { pageindex: 1 });
  const customerId = customers.data[0]?.customerId ?? 0;
  expect(customerId).toBeGreaterThan(0);
  await open(page, `pages/customer/detail?customerId=${customerId}`);
  await page.getByRole('button', { name: '更多' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '发起签约' }).click();
  await page.waitForURL(new RegExp(`#/pages/sign/contract-open\\?customerId=${customerId}$`));
  await page.getByRole('button', { name: '开始填写' }).click();
  await page.waitForURL(/#\/pages\/sign\/operation\?draftCode=/);
  await page.getByText('填写合同').waitFor();
});
