import { APP_TYPE } from '@awb/contract/common/apps';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiCalls } from '../../../test/api-calls.ts';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { multipart } from '../../../test/multipart.ts';
import { startFakeFaceProvider, type TFakeFaceProvider } from './face/fake-face-provider.ts';

/** Helpers of the signing API tests (not used by the app). */

export const BOUND_PHONE = DEMO.users.managerA.phone;
/** Valid made-up ID numbers (checksums right) and credit codes. */
export const IDS = {
  a: '11010519491231002X',
  b: '44030519900101123X',
  d: '320102198808084569',
  c: '33010619800312003X',
};
export const ORG_CODE = '91330108MA2J4P6Q0T';

type TLogins = 'managerA' | 'agentA' | 'managerB' | 'agentB';

/** One app with the fake face provider configured, and the demo managers and agents logged in. */
export function setupSignApp() {
  const state: { t?: TTestApp; face?: TFakeFaceProvider } = {};
  const h = {} as Record<TLogins, THeaders>;
  beforeAll(async () => {
    state.face = await startFakeFaceProvider();
    state.t = await createTestApp({ config: { face: { url: state.face.url, key: 'test-key' } } });
    for (const name of ['managerA', 'agentA', 'managerB', 'agentB'] as const) {
      h[name] = await state.t.login(DEMO.users[name].phone);
    }
  });
  afterAll(async () => {
    await state.t?.close();
    await state.face?.close();
  });
  const t = () => state.t as TTestApp;
  const face = () => state.face as TFakeFaceProvider;
  const calls = {
    get: (url: string, headers: THeaders, query: Record<string, string | number> = {}) =>
      apiCalls(t()).get(url, headers, query),
    post: (url: string, headers: THeaders, payload: object) => apiCalls(t()).post(url, headers, payload),
    form: (url: string, headers: THeaders, fields: Record<string, string>) =>
      t().call({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    upload: (headers: THeaders, fields: Record<string, string>, png: Buffer | null, filename = 'sign.png') => {
      const body = multipart(png ? { filename, contentType: 'image/png', bytes: png } : null, fields);
      return t().call({
        method: 'POST',
        url: '/sign/createPictureSignature',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
  };
  return { t, face, h, ...calls };
}

/** A PNG of dark strokes on white, as a phone camera would give a signature on paper. */
export async function strokesPng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#fff"/>' +
    '<path d="M20 80 C60 10 90 110 140 50 S220 20 280 70" stroke="#111" stroke-width="6" fill="none"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** 经纪人（签字） drawn at submission, as the form sends it: a PNG data URL (for submitters without a saved one). */
export async function drawnBrokerSignature(): Promise<string> {
  return `data:image/png;base64,${(await strokesPng()).toString('base64')}`;
}

/** Reads a served PNG behind a signed link. */
export async function fetchPng(t: TTestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const meta = await sharp(res.rawPayload).metadata();
  return { status: res.statusCode, meta, bytes: res.rawPayload };
}

/** Creates an enabled flow on one 电子签约 item for every sponsor, decided by one named approver; answers its id. */
export async function createSignFlow(
  t: TTestApp,
  manager: THeaders,
  flow: { approvalName: string; item: number; approverId: number; emptyApprover?: number },
): Promise<number> {
  const created = await apiCalls(t).post('/oa/oaApprovalCreate', manager, {
    approvalName: flow.approvalName,
    ...(flow.emptyApprover ? { emptyApprover: flow.emptyApprover } : {}),
    icon: 5,
    appType: APP_TYPE.sign,
    oaItemIdSelected: [flow.item],
    sponsor: { range: 1 },
    approverList: [{ approvalType: 1, userIds: [flow.approverId] }],
  });
  expect(created.code, created.msg).toBe(200);
  return created.data.oaApprovalId as number;
}
