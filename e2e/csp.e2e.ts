import fs from 'node:fs';
import { expect, it } from 'vitest';
import { cspViolations, open, setupPhonePage } from './browser.ts';

/**
 * The Content-Security-Policy in Chromium: the guard (csp-guard.ts) sees a block when one happens,
 * and the screens with the most unusual needs (map tiles, the avatar cropper's styles, charts)
 * run without any.
 */
const session = setupPhonePage('13800000001');

it('blocks an injected inline script, and the guard sees it', async () => {
  const { page } = session;
  await open(page, 'pages/index/index');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  cspViolations.splice(0);
});

it('shows the map page, statistics charts and the avatar cropper without a block', async () => {
  const { page } = session;
  await open(page, 'pages/public/map?id=1');
  await page.locator('.leaflet-container').waitFor();
  await open(page, 'pages/index/statistics1');
  await page.locator('canvas').first().waitFor();
  await open(page, 'pages/user/set/personal');
  const picture = new URL('./artifacts/csp-avatar.png', import.meta.url).pathname;
  fs.mkdirSync(new URL('./artifacts/', import.meta.url), { recursive: true });
  // A 2×2 PNG is enough for the cropper to open.
  fs.writeFileSync(
    picture,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  await page.locator('input[type=file]').setInputFiles(picture);
  await page.locator('.reactEasyCrop_Container').waitFor();
  await page.waitForTimeout(300);
});
