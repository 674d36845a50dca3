import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PRELOAD = '(function(p){document.head.appendChild(document.createElement("link"))})({"pages/house":["a.js"]})';

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, not scripts loaded from a file', () => {
    const html = `<head><script type="module" crossorigin src="/h5/assets/index-1.js"></script>
      <script>${PRELOAD}</script><script type="text/javascript">var a = "<b>";</script><script> </script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(PRELOAD), sha('var a = "<b>";')]);
  });
});

describe("the Content-Security-Policy allows the web build's inline script, and only it", () => {
  let t: TTestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-webdist-'));
    fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><head><script>${PRELOAD}</script></head>`);
    t = await createTestApp({ config: { webDist: root } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('names its hash in script-src, beside the app itself, without unsafe-inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/h5/' });
    expect(res.statusCode).toBe(200);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", sha(PRELOAD)]);
  });
});
