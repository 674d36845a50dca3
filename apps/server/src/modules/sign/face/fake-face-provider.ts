import { randomUUID } from 'node:crypto';
import { listenLocally, readBody, sendHtml, sendJson } from '../../../platform/http/local-server.ts';
import type { TFaceOutcome } from './face-verifier.ts';

export type TFakeFaceProvider = {
  /** The base URL to give as FACE_API_URL. */
  url: string;
  /** Decides a session as the person would on the page (tests). */
  decide(faceId: string, outcome: TFaceOutcome): void;
  /** The sessions started, with the name and ID number the server sent. */
  sessions: Map<string, { name: string; idNo: string; status: TFaceOutcome }>;
  close(): Promise<void>;
};

const page = (faceId: string, name: string, status: TFaceOutcome) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>人脸核验（测试）</title>
<style>body{font-family:sans-serif;padding:24px;text-align:center}button{font-size:18px;margin:12px;padding:12px 28px}</style>
</head><body>
<h2>人脸核验（测试服务）</h2>
<p>核验人：${name.replace(/[<>&"]/g, '')}</p>
<p id="status">${status === 'pending' ? '请选择核验结果' : status === 'passed' ? '核验通过' : '核验未通过'}</p>
<form method="post" action="/face/page/${faceId}/decide"><input type="hidden" name="outcome" value="passed"><button type="submit">通过</button></form>
<form method="post" action="/face/page/${faceId}/decide"><input type="hidden" name="outcome" value="failed"><button type="submit">不通过</button></form>
</body></html>`;

/**
 * A local face provider for tests, e2e and the demo, speaking HttpFaceVerifier's protocol:
 * POST /face/sessions → { faceId, url }, GET /face/sessions/:id → { status }, and at `url` a small
 * page with 通过 / 不通过 buttons. Nothing is checked: it stands in for the real service.
 */
export async function startFakeFaceProvider(
  options: { port?: number; host?: string } = {},
): Promise<TFakeFaceProvider> {
  const sessions: TFakeFaceProvider['sessions'] = new Map();
  let base = '';
  const server = await listenLocally(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => sendJson(res, status, body);
    try {
      if (req.method === 'POST' && url.pathname === '/face/sessions') {
        const body = JSON.parse((await readBody(req, 10_000)) || '{}') as { name?: string; idNo?: string };
        if (!body.name || !body.idNo) return json(400, { message: 'name and idNo are required' });
        const faceId = randomUUID();
        sessions.set(faceId, { name: body.name, idNo: body.idNo, status: 'pending' });
        return json(200, { faceId, url: `${base}/face/page/${faceId}` });
      }
      const status = /^\/face\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && status) {
        const session = sessions.get(status[1] as string);
        return session ? json(200, { status: session.status }) : json(404, { message: 'unknown session' });
      }
      const pageMatch = /^\/face\/page\/([\w-]+)(\/decide)?$/.exec(url.pathname);
      const session = pageMatch ? sessions.get(pageMatch[1] as string) : undefined;
      if (pageMatch && session) {
        if (req.method === 'POST' && pageMatch[2]) {
          const outcome = new URLSearchParams(await readBody(req, 10_000)).get('outcome');
          if (outcome === 'passed' || outcome === 'failed') session.status = outcome;
        }
        return sendHtml(res, page(pageMatch[1] as string, session.name, session.status));
      }
      json(404, { message: 'not found' });
    } catch {
      json(400, { message: 'bad request' });
    }
  }, options);
  base = server.url;
  return {
    url: base,
    sessions,
    decide(faceId, outcome) {
      const session = sessions.get(faceId);
      if (session) session.status = outcome;
    },
    close: server.close,
  };
}
