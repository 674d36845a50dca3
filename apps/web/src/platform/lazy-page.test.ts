import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const Page = () => createElement('p', null, '房源列表');
const inSuspense = (component: ReturnType<typeof lazyPage>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, '加载中') }, createElement(component)));

describe('lazyPage', () => {
  it('draws the page itself on the first render once preload() has settled, not the fallback', async () => {
    const page = lazyPage(async () => ({ default: Page }));
    await page.preload();
    expect(inSuspense(page)).toMatch(/^(<!--\$-->)?<p>房源列表<\/p>(<!--\/\$-->)?$/);
  });

  it('draws the fallback while the code has not arrived, as React.lazy does', () => {
    const page = lazyPage(() => new Promise(() => {}));
    expect(inSuspense(page)).toContain('加载中');
  });

  it('loads the module once, however often it is asked for', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return { default: Page };
    });
    await Promise.all([page.preload(), page.preload()]);
    inSuspense(page);
    expect(loads).toBe(1);
  });

  it('asks again after a failed load (a chunk lost to the network)', async () => {
    let fail = true;
    const page = lazyPage(async () => {
      if (fail) throw new Error('network');
      return { default: Page };
    });
    await expect(page.preload()).rejects.toThrow('network');
    fail = false;
    await page.preload();
    expect(inSuspense(page)).toMatch(/^(<!--\$-->)?<p>房源列表<\/p>(<!--\/\$-->)?$/);
  });
});
