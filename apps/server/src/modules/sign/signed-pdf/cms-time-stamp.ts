import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from '../../../platform/time-stamp/time-stamp-asn1.ts';

/**
 * The time-stamp in the signature (PAdES B-T): the token of a TSA over the SignerInfo's signature
 * value goes into that SignerInfo's unsigned attributes (id-aa-timeStampToken, RFC 3161 appendix A).
 * CadesSigner writes it; these functions read it back (pkijs), for tests and verifiers.
 */
function signedDataOf(cmsDer: Buffer): pkijs.SignedData {
  const contentInfo = pkijs.ContentInfo.fromBER(new Uint8Array(cmsDer));
  if (contentInfo.contentType !== OID.signedData) throw new Error('Expected a CMS SignedData');
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  if (signedData.signerInfos.length !== 1) throw new Error('Expected one SignerInfo');
  return signedData;
}

const signerInfoOf = (signedData: pkijs.SignedData) => signedData.signerInfos[0] as pkijs.SignerInfo;

/** The signature value of the CMS's only SignerInfo: what the time-stamp stamps. */
export function signatureValueOf(cmsDer: Buffer): Buffer {
  return Buffer.from(signerInfoOf(signedDataOf(cmsDer)).signature.valueBlock.valueHexView);
}

/** The time-stamp token inside a CMS signature, if any (for tests and the verification page). */
export function timeStampTokenOf(cmsDer: Buffer): Buffer | null {
  const attribute = signerInfoOf(signedDataOf(cmsDer)).unsignedAttrs?.attributes.find(
    (a) => a.type === OID.timeStampToken,
  );
  const token = attribute?.values[0] as asn1js.AsnType | undefined;
  return token ? Buffer.from(token.toBER()) : null;
}
