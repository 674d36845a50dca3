import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { ensureDefaultContents } from './content.defaults.ts';
import { contents } from './content.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
});

const getContent = (alias?: string) =>
  t.call({ method: 'GET', url: `/pages/getContent${alias === undefined ? '' : `?cate_alias=${alias}`}` });

describe('GET /pages/getContent (no token)', () => {
  it('serves the user agreement and the privacy policy', async () => {
    const agreement = await getContent('user_agreement');
    expect(agreement).toMatchObject({ code: 200, data: { cate_alias: 'user_agreement', title: '用户协议' } });
    expect(agreement.data.content).toContain('<p>');
    expect(new Date(agreement.data.updatedAt).toString()).not.toBe('Invalid Date');
    const privacy = await getContent('privacy_policy');
    expect(privacy).toMatchObject({ code: 200, data: { cate_alias: 'privacy_policy', title: '隐私政策' } });
  });

  it('answers an unknown alias with 404 and a missing one with a Chinese message', async () => {
    expect(await getContent('no_such_page')).toMatchObject({ status: 200, code: 404, msg: '内容不存在', data: null });
    expect(await getContent()).toMatchObject({ code: 405, msg: '请选择要查看的内容' });
    expect(await getContent('%20')).toMatchObject({ code: 405, msg: '请选择要查看的内容' });
  });

  it('keeps an edited text when the defaults are written again at start', async () => {
    await t.db.update(contents).set({ body: '<p>修订版</p>' }).where(eq(contents.alias, 'privacy_policy'));
    await ensureDefaultContents(t.db);
    expect((await getContent('privacy_policy')).data.content).toBe('<p>修订版</p>');
  });
});
