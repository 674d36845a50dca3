import fs from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A phone-sized viewport. */
export const PHONE = { width: 375, height: 812 };

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * What the Content-Security-Policy blocked on any page of the current test file (Chromium reports
 * each block as a console error); e2e/csp-guard.ts fails the test that caused one.
 */
export const cspViolations: string[] = [];

export function watchCsp(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text))
      cspViolations.push(`${page.url()}: ${text}`);
  });
}

export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  context.on('page', watchCsp);
  return context.newPage();
}

export type TPhoneSession = { readonly browser: Browser; readonly page: Page };

/**
 * One browser and one phone page logged in as `phone`, for a whole test file: launched and logged in
 * before its tests (in the beforeAll this registers, so call it at the top of the file), closed after
 * them. Read `session.page` inside hooks and tests.
 */
export function setupPhonePage(phone: string, password?: string): TPhoneSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launch();
    page = await phonePage(browser);
    await logIn(page, phone, password);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the phone page is only there from beforeAll on');
    return value;
  };
  return {
    get browser() {
      return ready(browser);
    },
    get page() {
      return ready(page);
    },
  };
}

/** Opens a hash route of the web app, e.g. open(page, 'pages/user/pwdLogin'). */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/h5/#/${route}`);
}

/** Logs in on the password page (demo password by default) and waits for the landing page. */
export async function logIn(
  page: Page,
  phone: string,
  password = 'demo1234',
  landing: RegExp = /#\/pages\/index/,
): Promise<void> {
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(landing);
}

/** The newest SMS code the dev outbox holds for a phone. */
export async function lastSmsCode(phone: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/dev/sms-outbox?phone=${phone}`);
  const body = (await response.json()) as { data: { params: { code: string } }[] };
  const code = body.data[0]?.params.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(new URL('./artifacts/', import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname });
}

/** Two strokes on a signature pad (signature_pad listens to the pointer, as a finger would write). */
export async function drawStrokes(p: Page): Promise<void> {
  const pad = p.getByLabel('签名区域');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  for (const [x0, y0, x1, y1] of [
    [0.2, 0.4, 0.45, 0.55],
    [0.55, 0.35, 0.8, 0.6],
  ] as const) {
    await p.mouse.move(box.x + box.width * x0, box.y + box.height * y0);
    await p.mouse.down();
    for (let i = 1; i <= 12; i++) {
      const t = i / 12;
      await p.mouse.move(box.x + box.width * (x0 + (x1 - x0) * t), box.y + box.height * (y0 + (y1 - y0) * t));
    }
    await p.mouse.up();
  }
}
