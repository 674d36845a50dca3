/**
 * The face check of a signer: a provider session for a name + ID number, which the person
 * completes on their phone at `url`; the server then asks for its outcome. docs/signing.md
 * "Face provider" describes the wire protocol the HTTP client speaks.
 */
export type TFaceOutcome = 'pending' | 'passed' | 'failed';

export interface FaceVerifier {
  /** False when no provider is configured (FACE_API_URL unset): the calls answer 人脸核验服务未配置. */
  readonly configured: boolean;
  start(input: { name: string; idNo: string }): Promise<{ faceId: string; url: string }>;
  status(faceId: string): Promise<TFaceOutcome>;
}

/** The provider did not answer or refused. */
export class FaceProviderError extends Error {
  override name = 'FaceProviderError';
}

const OUTCOMES: readonly TFaceOutcome[] = ['pending', 'passed', 'failed'];

/**
 * A provider client: `POST {url}/face/sessions` with `{ name, idNo }` (bearer FACE_API_KEY) answers
 * `{ faceId, url }`; `GET {url}/face/sessions/:faceId` answers `{ status: pending|passed|failed }`.
 * Providers with other wire formats get an adapter beside this one.
 */
export class HttpFaceVerifier implements FaceVerifier {
  readonly configured: boolean;
  private readonly base: string;

  constructor(
    url: string | undefined,
    private readonly key: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {
    this.base = (url ?? '').replace(/\/+$/, '');
    this.configured = this.base !== '';
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
    };
  }

  private async request(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    if (!this.configured) throw new FaceProviderError('face provider not configured');
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        ...init,
        headers: this.headers(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new FaceProviderError(`face provider unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body) throw new FaceProviderError(`face provider refused: ${response.status}`);
    return body;
  }

  async start(input: { name: string; idNo: string }): Promise<{ faceId: string; url: string }> {
    const body = await this.request('/face/sessions', { method: 'POST', body: JSON.stringify(input) });
    if (typeof body.faceId !== 'string' || typeof body.url !== 'string' || !body.faceId || !body.url) {
      throw new FaceProviderError('face provider answered no session');
    }
    return { faceId: body.faceId, url: body.url };
  }

  async status(faceId: string): Promise<TFaceOutcome> {
    const body = await this.request(`/face/sessions/${encodeURIComponent(faceId)}`, { method: 'GET' });
    const status = body.status as TFaceOutcome;
    if (!OUTCOMES.includes(status)) throw new FaceProviderError('face provider answered an unknown status');
    return status;
  }
}
