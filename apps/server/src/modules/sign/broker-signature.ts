import { CEREMONY_LIMITS } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { brokerOf } from './agency.ts';
import type { TBrokerSigner } from './ceremony/ceremony-hooks.ts';
import type { SealService } from './seal.service.ts';
import { normalizeSignaturePng } from './seal-drawing/signature-png.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/png;base64,/;

/** The PNG of a signature sent as a data URL or bare base64; refused unless it is a PNG with strokes. */
async function drawnPng(drawn: string): Promise<Buffer> {
  const bytes = Buffer.from(drawn.replace(DATA_URL, ''), 'base64');
  if (bytes.length > CEREMONY_LIMITS.signatureBytes || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    throw invalid(SIGN_CONTRACT_MSG.brokerSignatureFormat);
  }
  return (await normalizeSignaturePng(bytes)).png;
}

/**
 * The drafting agent's signature for 经纪人（签字）, taken at submission so that the agency's block is
 * always complete: the one drawn with the submission (stored as an upload like the parties'), else
 * their saved personal signature; neither answers 405 请先完成经纪人签名.
 */
export async function brokerSignature(
  deps: TDeps,
  seals: SealService,
  ctx: TRequestContext,
  drawn: string | undefined,
): Promise<TBrokerSigner> {
  const broker = await brokerOf(deps.db, ctx.companyId, ctx.userId);
  if (drawn) {
    const png = await drawnPng(drawn);
    const signatureRef = await deps.uploads.accept(
      deps.db,
      ctx,
      { bytes: png, filename: 'broker-signature.png' },
      { purpose: 'sign-ceremony-signature', types: ['image/png'], maxBytes: CEREMONY_LIMITS.signatureBytes },
    );
    return { ...broker, signatureRef, remark: '提交时手写签名' };
  }
  const saved = await seals.savedSignature(ctx);
  if (!saved) throw invalid(SIGN_CONTRACT_MSG.brokerSignatureRequired);
  return { ...broker, signatureRef: saved.pngRef, remark: '提交时使用已保存的个人签名' };
}
