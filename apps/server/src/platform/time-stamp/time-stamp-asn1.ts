import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * RFC 3161 in ASN.1 (pkijs, asn1js): the request we send, the parts of the reply we read, and the
 * TSTInfo inside a token (to check the token stamps what we asked for).
 */
export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  /** id-aa-timeStampToken: the unsigned attribute of a CMS SignerInfo that carries the token. */
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  contentTypeAttribute: '1.2.840.113549.1.9.3',
  messageDigestAttribute: '1.2.840.113549.1.9.4',
  signingTimeAttribute: '1.2.840.113549.1.9.5',
  extKeyUsage: '2.5.29.37',
  /** id-kp-timeStamping: the one purpose RFC 3161 allows a TSA's certificate. */
  timeStamping: '1.3.6.1.5.5.7.3.8',
} as const;

/** pkijs's crypto over Node's WebCrypto, passed to every call (no process-wide engine to set). */
export const cryptoEngine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto });

const bytes = (view: ArrayBuffer | Uint8Array) => Buffer.from(view instanceof Uint8Array ? view : new Uint8Array(view));

export const sha256AlgorithmId = () =>
  new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256, algorithmParams: new asn1js.Null() });

/** TimeStampReq { version 1, messageImprint (sha256), nonce, certReq TRUE }. */
export function timeStampRequest(digest: Buffer, nonce: Buffer): Buffer {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: sha256AlgorithmId(),
      hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(digest) }),
    }),
    nonce: new asn1js.Integer({ valueHex: new Uint8Array(nonce) }),
    certReq: true,
  });
  return bytes(request.toSchema().toBER());
}

/** Parses DER, or throws `what` (a reply that is no ASN.1 of the expected shape). */
function parse(der: Buffer, what: string): asn1js.AsnType {
  const parsed = asn1js.fromBER(new Uint8Array(der));
  if (parsed.offset === -1) throw new Error(what);
  return parsed.result;
}

/** The request's message imprint and nonce (used by the fake TSA of the tests). */
export function readTimeStampRequest(body: Buffer): { digest: Buffer; nonce: Buffer | null } {
  const request = new pkijs.TimeStampReq({ schema: parse(body, 'Not a TimeStampReq') });
  return {
    digest: bytes(request.messageImprint.hashedMessage.valueBlock.valueHexView),
    nonce: request.nonce ? bytes(request.nonce.valueBlock.valueHexView) : null,
  };
}

export type TTimeStampReply = {
  /** PKIStatus: 0 granted, 1 grantedWithMods, 2 rejection, … */
  status: number;
  /** The token exactly as the TSA sent it (a CMS ContentInfo, DER), or null. */
  token: Buffer | null;
};

/** TimeStampResp → its status and the token's own bytes (not re-encoded: they are what was signed). */
export function readTimeStampReply(body: Buffer): TTimeStampReply {
  let reply: pkijs.TimeStampResp;
  let schema: asn1js.AsnType;
  try {
    schema = parse(body, 'bad DER');
    reply = new pkijs.TimeStampResp({ schema });
  } catch {
    throw new Error('The time-stamp reply is no RFC 3161 TimeStampResp');
  }
  const tokenNode = (schema as asn1js.Sequence).valueBlock.value[1];
  return {
    status: reply.status.status,
    token: reply.timeStampToken && tokenNode ? bytes(tokenNode.valueBeforeDecodeView) : null,
  };
}

export type TParsedToken = { signedData: pkijs.SignedData; tstInfo: pkijs.TSTInfo };

/** A token's SignedData and the TSTInfo it signs; throws when the token is no signed TSTInfo. */
export function parseToken(token: Buffer): TParsedToken {
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: parse(token, 'bad DER') });
    if (contentInfo.contentType !== OID.signedData) throw new Error('no SignedData');
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const { eContentType, eContent } = signedData.encapContentInfo;
    if (eContentType !== OID.tstInfo || !eContent) throw new Error('no TSTInfo');
    return { signedData, tstInfo: pkijs.TSTInfo.fromBER(eContent.getValue()) };
  } catch {
    throw new Error('The time-stamp token is no signed TSTInfo');
  }
}

export type TTstInfo = { hashAlgorithm: string; digest: Buffer; nonce: Buffer | null; genTime: Date };

/** What a TSTInfo stamps (message imprint), its nonce and time. */
export function tstInfoFields(info: pkijs.TSTInfo): TTstInfo {
  return {
    hashAlgorithm: info.messageImprint.hashAlgorithm.algorithmId,
    digest: bytes(info.messageImprint.hashedMessage.valueBlock.valueHexView),
    nonce: info.nonce ? bytes(info.nonce.valueBlock.valueHexView) : null,
    genTime: info.genTime,
  };
}

/** The TSTInfo of a token: what it stamps (message imprint), its nonce and time. */
export function readTstInfo(token: Buffer): TTstInfo {
  return tstInfoFields(parseToken(token).tstInfo);
}
