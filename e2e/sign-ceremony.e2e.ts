import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoSaleValues } from '../apps/server/src/db/seed/demo-sign-contracts.ts';
import { baseUrl, drawStrokes, lastSmsCode, launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * The signing ceremony end to end at 375×812: company 1's manager submits a sale contract (the
 * company signs too, with its 合同章; the manager signs 经纪人（签字） with their saved signature),
 * signs it on site as the seller then the buyer (codes from the dev outbox), applies the seal, opens
 * the signed PDF in the viewer (pdf.js draws it, its text layer holds the contract number and the
 * agency block), reads the footer's QR code, opens the verification page (有效), checks
 * a file (不一致), invalidates the contract and sees 已作废. Then a second contract is signed through
 * the link texted to the seller, opened in a fresh context without an account.
 */
let browser: Browser;
let page: Page;
let contractId = 0;
let contractNo = '';
let verifyCode = '';
/** The signed PDF's bytes as the viewer loaded them (base64). */
let signedPdf = '';
/** The contract signed through the texted links (the copy journey completes it). */
let secondContract = { contractId: 0, contractNo: '' };

const SELLER = { name: '赵敏', certNo: '11010519491231002X', phone: '13755550001' };
const BUYER = { name: '钱程', certNo: '44030519900101123X', phone: '13755550002' };
/** The link journey's seller: a phone of its own (codes to one phone are 60 s apart). */
const LINK_SELLER = { name: '孙悟', certNo: '320102198808084569', phone: '13755550003' };
/** The link journey's buyer, signing right after (the on-site buyer's phone had a code within the minute). */
const LINK_BUYER = { name: '李四', certNo: '33010619800312003X', phone: '13755550004' };

/** The answers of a sale contract the sale template accepts: the demo seed's, for a flat in 西溪花园 7幢. */
const saleValues = (room: string) => demoSaleValues({ houseName: '西溪花园', houseBuilding: '7幢', houseRoomNo: room });

beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the API with the page's session, as the app does. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
      return (await (await fetch(path, init)).json()) as T;
    },
    { method, path, body },
  );
}

async function submitSale(
  room: string,
  sealId: number,
  seller = SELLER,
  buyer = BUYER,
): Promise<{ contractId: number; contractNo: string }> {
  const templates = await api<{ data: { boxid: number }[] }>('GET', '/sign/templatePostsV2?boxType=1');
  const boxid = templates.data[0]?.boxid ?? 0;
  expect(boxid).toBeGreaterThan(0);
  const content = {
    signatureType: sealId ? 1 : 2,
    signBodyList: sealId ? [{ type: 1, id: sealId }] : [],
    houseName: '西溪花园',
    houseBuilding: '7幢',
    houseRoomNo: room,
    partyA: { type: 1, ...seller },
    partyB: { type: 1, ...buyer },
    values: saleValues(room),
  };
  const answer = await api<{ code: number; msg: string; data: { contractId: number; contractNo: string } }>(
    'POST',
    '/sign/contractSubmission',
    { boxid, content },
  );
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** The signing app's once-a-day expiry reminder, when it shows. */
async function passReminder(p: Page, target: ReturnType<Page['getByText']>): Promise<void> {
  const reminder = p.getByRole('button', { name: '我知道了' });
  await Promise.race([reminder.click({ timeout: 8000 }).catch(() => undefined), target.waitFor()]);
  await target.waitFor();
}

/** One signer's turn on the signing flow: code from the outbox, read and agree, draw, confirm. */
async function signTurn(p: Page, phone: string): Promise<void> {
  await p.getByRole('region', { name: '身份验证' }).waitFor();
  await p.getByRole('button', { name: '获取验证码' }).click();
  await p.getByText('验证码已发送').waitFor();
  await p.getByRole('textbox', { name: '验证码' }).fill(await lastSmsCode(phone));
  await p.getByRole('button', { name: '验证身份' }).click();
  await p.getByText('我已阅读并同意以上合同全部内容').click();
  await drawStrokes(p);
  await p.getByRole('button', { name: '确认签署' }).click();
  await p.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await p.getByText('签署成功').first().waitFor();
}

it('submits a sale contract sealed by the company and shows its signing progress on the detail', async () => {
  await logIn(page, '13800000001');
  const bodies = await api<{ data: { corpList: { seals: { sealId: number; sealType: number }[] }[] } }>(
    'GET',
    '/sign/signSelectBody',
  );
  const seal = bodies.data.corpList[0]?.seals.find((s) => s.sealType === 2);
  expect(seal).toBeTruthy();
  ({ contractId, contractNo } = await submitSale('701', seal?.sealId ?? 0));
  await open(page, `pages/sign/detail?contractId=${contractId}`);
  const progress = page.getByRole('region', { name: '签署进度' });
  await passReminder(page, progress.getByText('甲方').first());
  await progress.getByText(/赵/).first().waitFor();
  await screenshot(page, 'sign-ceremony-detail');
});

it('signs on site as the seller, then the buyer, each with the code sent to their own phone', async () => {
  await page.getByRole('button', { name: '现场签署' }).click();
  await page.waitForURL(/#\/pages\/sign\/onsite\?contractId=/);
  await page.getByRole('button', { name: '开始签署' }).click();
  await page.getByRole('region', { name: '签署人' }).getByText(/^赵/).first().waitFor();
  await page.getByRole('article', { name: '合同全文' }).waitFor();
  await signTurn(page, SELLER.phone);
  await screenshot(page, 'sign-ceremony-seller-signed');
  await page.getByRole('button', { name: '返回签署方列表' }).click();
  await page.getByRole('button', { name: '开始签署' }).click();
  await page.getByRole('region', { name: '签署人' }).getByText(/^钱/).first().waitFor();
  await signTurn(page, BUYER.phone);
  await page.getByRole('button', { name: '返回签署方列表' }).click();
  await page.getByText('各方已签署').waitFor();
  await page.getByText('请印章经办人在合同详情中加盖公章').waitFor();
});

it("applies the contract seal as the seal's keeper: the contract is 已完成", async () => {
  await page.getByRole('button', { name: '返回合同详情' }).click();
  await page.waitForURL(/#\/pages\/sign\/detail/);
  await page.getByRole('button', { name: '加盖公章' }).click();
  await page.getByText('（发起签约时选定）').waitFor();
  await screenshot(page, 'sign-ceremony-seal');
  await page.getByRole('button', { name: '确认用章' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.getByText('用章成功').waitFor();
  await page.getByRole('region', { name: '合同概况' }).getByText('已完成').waitFor();
});

it('opens the signed PDF in the viewer: pdf.js draws it and its text layer holds the contract number', async () => {
  await page.getByRole('button', { name: '查看合同 PDF' }).click();
  await page.waitForURL(/#\/pages\/public\/pdf-viewer\?url=/);
  const first = page.getByRole('region', { name: '第1页' });
  await expect
    .poll(
      () =>
        first
          .locator('span')
          .allInnerTexts()
          .then((t) => t.join('')),
      { timeout: 20_000 },
    )
    .toContain(contractNo);
  // The agency block names the company, its credit code and the agent who submitted it.
  const firstText = (await first.locator('span').allInnerTexts()).join('').replace(/\s+/g, '');
  for (const words of ['杭州安居房产经纪有限公司', '91330106MA2H3K8L11', '经纪人：张伟'])
    expect(firstText).toContain(words);
  const inked = await first.locator('canvas').evaluate((node) => {
    const canvas = node as HTMLCanvasElement;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(1000);
  await screenshot(page, 'sign-ceremony-pdf-viewer');
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByText(/复制成功|复制失败/).waitFor();
  signedPdf = await page.evaluate(async () => {
    const url = new URLSearchParams(location.hash.split('?')[1] ?? '').get('url') ?? '';
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  expect(Buffer.from(signedPdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

it('prints through the browser: every page as a picture, and Bluetooth printing is for the app', async () => {
  await page.getByRole('button', { name: '打印' }).click();
  await page.waitForURL(/#\/pages\/public\/print\?url=/);
  await page.getByText('蓝牙打印仅支持在经纪工作本App中使用').waitFor();
  await page.getByRole('img', { name: '第1页', exact: true }).waitFor({ timeout: 20_000 });
  const drawn = await page
    .getByRole('img', { name: '第1页', exact: true })
    .evaluate((img) => (img as HTMLImageElement).naturalWidth);
  expect(drawn).toBeGreaterThan(600);
  await expect.poll(() => page.getByRole('button', { name: '打印' }).isEnabled(), { timeout: 20_000 }).toBe(true);
  await screenshot(page, 'sign-ceremony-print');
  await page.goBack();
  await page.waitForURL(/#\/pages\/public\/pdf-viewer/);
});

it("reads the verification address from the footer's QR code", async () => {
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '放大' }).click();
  await page.getByText('300%').waitFor();
  const first = page.getByRole('region', { name: '第1页' });
  await expect.poll(() => first.locator('span').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  // The footer strip of page 1 (the QR code sits at its right end), as RGBA pixels.
  const strip = await first.locator('canvas').evaluate((node) => {
    const canvas = node as HTMLCanvasElement;
    const top = Math.floor(canvas.height * 0.86);
    const height = canvas.height - top;
    const pixels = canvas.getContext('2d')?.getImageData(0, top, canvas.width, height).data ?? new Uint8ClampedArray();
    let text = '';
    for (let i = 0; i < pixels.length; i += 0x8000) text += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { width: canvas.width, height, rgba: btoa(text) };
  });
  const rgba = new Uint8ClampedArray(Buffer.from(strip.rgba, 'base64'));
  const qr = jsQR(rgba, strip.width, strip.height);
  expect(qr?.data ?? '').toMatch(/\/verify\/\d+-[\w-]+$/);
  verifyCode = decodeURIComponent(/\/verify\/([^/?#]+)$/.exec(qr?.data ?? '')?.[1] ?? '');
});

it('opens the verification page: 有效, the contract number and masked names; another file is 不一致', async () => {
  const other = await phonePage(browser);
  await open(other, `pages/public/verify?code=${encodeURIComponent(verifyCode)}`);
  await other.getByRole('region', { name: '核验结果' }).getByText('有效').waitFor();
  await other.getByText(contractNo).waitFor();
  await other.getByText('赵*').first().waitFor();
  await other.getByLabel('选择PDF文件').setInputFiles({
    name: 'other.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% not the signed file\n%%EOF\n'),
  });
  await other.getByText(/^不一致/).waitFor();
  await other.getByLabel('选择PDF文件').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(signedPdf, 'base64'),
  });
  await other.getByText(/^一致/).waitFor();
  await screenshot(other, 'sign-ceremony-verify-valid');
  await other.context().close();
});

it('invalidates the contract: the verification page says 已作废 with the reason', async () => {
  await open(page, `pages/sign/detail?contractId=${contractId}`);
  await page.getByRole('button', { name: '作废合同' }).click();
  await page.getByPlaceholder('请输入作废原因（选填）').fill('买方放弃购买');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.getByRole('region', { name: '合同概况' }).getByText('已作废').waitFor();
  // The detail's 核验页 button opens the same page as the QR code's address (/verify/<code>, a redirect).
  await page.getByRole('button', { name: '核验页' }).click();
  await page.waitForURL(new RegExp(`pages/public/verify\\?code=${verifyCode}`));
  const other = await phonePage(browser);
  await other.goto(`${baseUrl()}/verify/${encodeURIComponent(verifyCode)}`);
  const verdict = other.getByRole('region', { name: '核验结果' });
  await verdict.getByText('已作废').waitFor();
  await verdict.getByText(/作废原因：买方放弃购买/).waitFor();
  await screenshot(other, 'sign-ceremony-verify-invalid');
  await other.context().close();
});

it('signs through the link texted to the seller, in a fresh context without an account', async () => {
  const second = await submitSale('702', 0, LINK_SELLER, LINK_BUYER);
  const outbox = (await (await fetch(`${baseUrl()}/dev/sms-outbox?phone=${LINK_SELLER.phone}`)).json()) as {
    data: { template: string; params: { url?: string; contractNo?: string } }[];
  };
  const invite = outbox.data.find((m) => m.template === 'sign-invite' && m.params.contractNo === second.contractNo);
  const link = invite?.params.url ?? '';
  expect(link).toMatch(/\/h5\/#\/pages\/h5\/lime-signature\?token=/);
  const signer = await phonePage(browser);
  await signer.goto(new URL(link, baseUrl()).href);
  await signer.getByRole('region', { name: '签署人' }).getByText(/^孙/).first().waitFor();
  await screenshot(signer, 'sign-ceremony-link');
  await signTurn(signer, LINK_SELLER.phone);
  // The link is used up: opened again, it says so; a made-up token is 链接已失效.
  await signer.reload();
  await signer
    .getByText(/您已签署|链接已失效/)
    .first()
    .waitFor();
  await open(signer, 'pages/h5/lime-signature?token=1.not-a-real-token');
  await signer.getByText('该签署链接已失效，请联系经纪人重新发送').waitFor();
  await signer.context().close();

  // The agent sends the buyer a new link from the detail: it reaches the buyer's phone.
  const before = await invitesTo(LINK_BUYER.phone, second.contractNo);
  await open(page, `pages/sign/detail?contractId=${second.contractId}`);
  await page.getByRole('button', { name: '发送签署链接/重发' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '李四' }).click();
  await page.getByText('签署链接已重新发送').waitFor();
  expect(await invitesTo(LINK_BUYER.phone, second.contractNo)).toBe(before + 1);
  secondContract = second;
});

it("offers each party their copy once complete: 查看/下载 on the signing page, and the copy text's link", async () => {
  const buyerLink = await newestLink(LINK_BUYER.phone, 'sign-invite', secondContract.contractNo);
  const buyer = await phonePage(browser);
  await buyer.goto(new URL(buyerLink, baseUrl()).href);
  await buyer.getByRole('region', { name: '签署人' }).getByText(/^李/).first().waitFor();
  await signTurn(buyer, LINK_BUYER.phone);
  // The last signature completes the contract: the page the buyer signed on offers their copy.
  await buyer.getByText('合同已签署完成').waitFor();
  await buyer.getByRole('button', { name: '下载' }).waitFor();
  await screenshot(buyer, 'sign-ceremony-copy-on-signing-page');
  await buyer.getByRole('button', { name: '查看' }).click();
  await buyer.waitForURL(/#\/pages\/public\/pdf-viewer\?url=%2Fsign%2FcopyFile/);
  await buyer.getByRole('region', { name: '第1页' }).waitFor();
  await buyer.context().close();

  // The seller got a text with their own copy link: it opens without an account, and the file is a PDF.
  const copyLink = await newestLink(LINK_SELLER.phone, 'sign-copy', secondContract.contractNo);
  expect(copyLink).toMatch(/\/h5\/#\/pages\/public\/contract-copy\?token=/);
  const seller = await phonePage(browser);
  await seller.goto(new URL(copyLink, baseUrl()).href);
  await seller.getByText('合同已签署完成').waitFor();
  await seller.getByRole('button', { name: '下载' }).waitFor();
  await seller.context().close();
  const token = decodeURIComponent(copyLink.split('token=')[1] ?? '');
  const copy = (await (await fetch(`${baseUrl()}/sign/signingCopy?token=${encodeURIComponent(token)}`)).json()) as {
    data: { roleLabel: string; downloadUrl: string };
  };
  expect(copy.data.roleLabel).toBe('甲方');
  const file = await fetch(`${baseUrl()}${copy.data.downloadUrl}`);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
});

/** The newest link of a template texted to a phone about a contract (the dev outbox). */
async function newestLink(phone: string, template: string, contractNo: string): Promise<string> {
  const outbox = (await (await fetch(`${baseUrl()}/dev/sms-outbox?phone=${phone}`)).json()) as {
    data: { template: string; params: { url?: string; contractNo?: string } }[];
  };
  const message = outbox.data.find((m) => m.template === template && m.params.contractNo === contractNo);
  return message?.params.url ?? '';
}

/** How many signing links of a contract the dev outbox holds for a phone. */
async function invitesTo(phone: string, contractNo: string): Promise<number> {
  const outbox = (await (await fetch(`${baseUrl()}/dev/sms-outbox?phone=${phone}`)).json()) as {
    data: { template: string; params: { contractNo?: string } }[];
  };
  return outbox.data.filter((m) => m.template === 'sign-invite' && m.params.contractNo === contractNo).length;
}
