import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODE } from '@awb/contract/common/codes';
import { CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../../test/create-test-app.ts';
import { saleContent } from '../sign-contract-test-kit.ts';
import { signContractVersions } from '../sign-contract-version.table.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { missingPoppler, pdfText } from '../signed-pdf/poppler.ts';
import { submitContract } from './ceremony-test-kit.ts';

/** signCustomModeHistoryView: every content version is kept and opens as a marked, unsigned draft. */
const { t, h, get, post } = setupSignApp();

async function editedTwice() {
  const { contractId } = await submitContract(t(), h.managerA, saleContent({ houseName: '旧版花园' }));
  for (const [version, houseName] of [
    [1, '二版花园'],
    [2, '三版花园'],
  ] as const) {
    const saved = await post('/sign/contractEdit', h.managerA, {
      contractId,
      version,
      content: saleContent({ houseName }),
    });
    expect(saved.code, saved.msg).toBe(200);
  }
  return contractId;
}

const pdfAt = (url: string) => t().app.inject({ method: 'GET', url });

describe('the history view of a signing contract', () => {
  it('keeps each version and answers a signed, expiring link to an older one, marked 历史版本', async () => {
    const contractId = await editedTwice();
    const kept = await t()
      .db.select()
      .from(signContractVersions)
      .where(eq(signContractVersions.contractId, contractId));
    expect(kept.map((v) => v.version).sort()).toEqual([1, 2, 3]);
    const history = await get('/sign/signHistoryPosts', h.managerA, { contractId });
    expect(history.data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    const first = await get('/sign/signCustomModeHistoryView', h.managerA, { contractId, version: 1 });
    expect(first).toMatchObject({ code: 200, data: { signed: false } });
    expect(first.data.url).toMatch(/^\/sign\/pdf\?.*k=history/);
    expect(first.data.expireAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const res = await pdfAt(first.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    if (missingPoppler.length === 0) {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sign-history-')), 'v1.pdf');
      fs.writeFileSync(file, res.rawPayload);
      const text = pdfText(file).replace(/\s+/g, '');
      expect(text).toContain('历史版本');
      expect(text).toContain('旧版花园');
      expect(text).not.toContain('三版花园');
    }
    // The current version is the model view.
    const current = await get('/sign/signCustomModeHistoryView', h.managerA, { contractId, version: 3 });
    expect(current.data.url).toMatch(/k=preview/);
    expect(await get('/sign/signCustomModeHistoryView', h.managerA, { contractId, version: 4 })).toMatchObject({
      code: CODE.notFound,
      msg: CEREMONY_MSG.versionNotFound,
    });
  });

  it("keeps another company out: neither the call nor a link rewritten to B's company opens it", async () => {
    const contractId = await editedTwice();
    expect(await get('/sign/signCustomModeHistoryView', h.managerB, { contractId, version: 1 })).toMatchObject({
      code: CODE.notFound,
    });
    const { url } = (await get('/sign/signCustomModeHistoryView', h.managerA, { contractId, version: 2 })).data;
    const forged = url.replace(`o=${DEMO.companyA.id}`, `o=${DEMO.companyB.id}`);
    expect((await pdfAt(forged)).statusCode).toBe(404);
    const otherVersion = url.replace('v=2', 'v=1');
    expect((await pdfAt(otherVersion)).statusCode).toBe(404);
    t().clock.advance(31 * 60_000);
    expect((await pdfAt(url)).statusCode).toBe(404);
  });

  it('answers 该版本的合同原文未保留 for a version made before versions were kept', async () => {
    const contractId = await editedTwice();
    await t().db.delete(signContractVersions).where(eq(signContractVersions.version, 1));
    expect(await get('/sign/signCustomModeHistoryView', h.managerA, { contractId, version: 1 })).toMatchObject({
      code: CODE.invalid,
      msg: CEREMONY_MSG.versionNotKept,
    });
  });
});
