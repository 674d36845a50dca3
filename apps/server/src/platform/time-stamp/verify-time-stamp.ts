import { X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine, OID, parseToken, readTimeStampReply, tstInfoFields } from './time-stamp-asn1.ts';

/**
 * Checks an RFC 3161 reply before its token goes into a signed contract (pkijs): granted; the TSTInfo
 * stamps the SHA-256 of our data with our nonce; the SignedData's signature verifies with the signer's
 * certificate; that certificate is a TSA's (extended key usage id-kp-timeStamping only, critical: RFC
 * 3161 §2.3) and chains, at the token's time, to a configured trusted root. Anything else is refused.
 */
export class TimeStampRefused extends Error {
  override name = 'TimeStampRefused';
}

export type TTsaTrust = {
  /** Trust anchors: the TSA's root (or the TSA's own certificate when that is what is trusted). */
  roots: pkijs.Certificate[];
};

/** Every certificate in a PEM text, as pkijs certificates; throws when there is none or one is bad. */
export function certificatesFromPem(pem: string): pkijs.Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0) throw new Error('No PEM certificate found');
  // node:crypto reads the PEM (and refuses a damaged one); pkijs gets the DER.
  return blocks.map((block) => pkijs.Certificate.fromBER(new Uint8Array(new X509Certificate(block).raw)));
}

/** pkijs's SignedDataVerifyError code when the signer's certificate chain does not validate. */
const CHAIN_NOT_VALID = 5;

const isGranted = (status: number) => status === pkijs.PKIStatus.granted || status === pkijs.PKIStatus.grantedWithMods;

/** The signer's extended key usage: present, critical, and id-kp-timeStamping alone. */
function hasTimeStampingUsage(cert: pkijs.Certificate): boolean {
  const eku = cert.extensions?.find((e) => e.extnID === OID.extKeyUsage);
  const purposes = (eku?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  return eku?.critical === true && purposes.length === 1 && purposes[0] === OID.timeStamping;
}

/**
 * The token of `reply` (its own DER bytes) when every check passes; otherwise TimeStampRefused.
 * `data` is what was stamped (its SHA-256 was the imprint we sent), `nonce` the nonce we sent.
 */
export async function verifiedTimeStampToken(
  reply: Buffer,
  expected: { data: Buffer; digest: Buffer; nonce: Buffer },
  trust: TTsaTrust,
): Promise<Buffer> {
  let parsed: ReturnType<typeof readTimeStampReply>;
  try {
    parsed = readTimeStampReply(reply);
  } catch (error) {
    throw new TimeStampRefused((error as Error).message);
  }
  if (!isGranted(parsed.status))
    throw new TimeStampRefused(`The time-stamp authority refused the request (status ${parsed.status})`);
  if (!parsed.token) throw new TimeStampRefused('The time-stamp reply holds no token');
  let token: ReturnType<typeof parseToken>;
  try {
    token = parseToken(parsed.token);
  } catch (error) {
    throw new TimeStampRefused((error as Error).message);
  }
  const info = tstInfoFields(token.tstInfo);
  if (info.hashAlgorithm !== OID.sha256 || !info.digest.equals(expected.digest))
    throw new TimeStampRefused('The time-stamp token stamps another digest');
  if (!info.nonce?.equals(expected.nonce)) throw new TimeStampRefused('The time-stamp token does not echo our nonce');
  if (trust.roots.length === 0)
    throw new TimeStampRefused('No trusted time-stamp root is configured (TSA_ROOT_CERT): the token cannot be checked');

  const { signedData } = token;
  const signerInfo = signedData.signerInfos[0];
  if (signedData.signerInfos.length !== 1 || !signerInfo)
    throw new TimeStampRefused('The time-stamp token must have exactly one signer');
  const contentType = signerInfo.signedAttrs?.attributes.find((a) => a.type === OID.contentTypeAttribute)?.values[0];
  if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.getValue() !== OID.tstInfo)
    throw new TimeStampRefused('The time-stamp token does not sign its TSTInfo');
  // A TSA that leaves its certificates out (certReq ignored) is checked with the configured ones.
  signedData.certificates = [...(signedData.certificates ?? []), ...trust.roots];

  let result: pkijs.SignedDataVerifyResult;
  try {
    result = await signedData.verify(
      {
        signer: 0,
        data: new Uint8Array(expected.data).buffer,
        checkChain: true,
        trustedCerts: trust.roots,
        extendedMode: true,
      },
      cryptoEngine,
    );
  } catch (error) {
    const code = (error as pkijs.SignedDataVerifyError).code;
    throw new TimeStampRefused(
      code === CHAIN_NOT_VALID
        ? 'The time-stamp token is not signed by a trusted time-stamping authority'
        : `The time-stamp token does not verify: ${(error as Error).message}`,
    );
  }
  if (!result.signatureVerified) throw new TimeStampRefused('The time-stamp token’s signature does not verify');
  if (!result.signerCertificate || !hasTimeStampingUsage(result.signerCertificate))
    throw new TimeStampRefused(
      'The time-stamp token’s signer is no time-stamping certificate (critical EKU timeStamping)',
    );
  return parsed.token;
}
