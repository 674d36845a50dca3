import forge from 'node-forge';

/**
 * RFC 3161 in ASN.1 (node-forge): the request we send, the parts of the reply we read, and the
 * TSTInfo inside a token (to check the token stamps what we asked for).
 */
const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;

export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  /** id-aa-timeStampToken: the unsigned attribute of a CMS SignerInfo that carries the token. */
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
} as const;

const bytes = (b: Buffer) => b.toString('binary');
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const seq = (items: forge.asn1.Asn1[]) => asn1.create(U, T.SEQUENCE, true, items);
const oid = (value: string) => asn1.create(U, T.OID, false, asn1.oidToDer(value).getBytes());
const int = (value: Buffer) => asn1.create(U, T.INTEGER, false, bytes(value));

export const sha256AlgorithmId = () => seq([oid(OID.sha256), asn1.create(U, T.NULL, false, '')]);

/** TimeStampReq { version 1, messageImprint (sha256), nonce, certReq TRUE }. */
export function timeStampRequest(digest: Buffer, nonce: Buffer): Buffer {
  return der(
    seq([
      asn1.create(U, T.INTEGER, false, String.fromCharCode(1)),
      seq([sha256AlgorithmId(), asn1.create(U, T.OCTETSTRING, false, bytes(digest))]),
      int(nonce),
      asn1.create(U, T.BOOLEAN, false, String.fromCharCode(0xff)),
    ]),
  );
}

export type TTstInfo = { digest: Buffer; nonce: Buffer | null; genTime: Date };

function parse(bytesIn: Buffer): forge.asn1.Asn1 {
  return asn1.fromDer(forge.util.createBuffer(bytes(bytesIn)), false);
}
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
const raw = (node: forge.asn1.Asn1) => Buffer.from(node.value as string, 'binary');

/** The request's message imprint and nonce (used by the fake TSA of the tests). */
export function readTimeStampRequest(body: Buffer): { digest: Buffer; nonce: Buffer | null } {
  const items = children(parse(body));
  const imprint = children(items[1] as forge.asn1.Asn1);
  const nonce = items.find((n, i) => i > 1 && n.tagClass === U && n.type === T.INTEGER);
  return { digest: raw(imprint[1] as forge.asn1.Asn1), nonce: nonce ? raw(nonce) : null };
}

/** TimeStampResp → the token (a CMS ContentInfo, DER); throws unless status is granted (0 or 1). */
export function tokenFromResponse(body: Buffer): Buffer {
  const items = children(parse(body));
  const status = children(items[0] as forge.asn1.Asn1)[0] as forge.asn1.Asn1;
  const code = Number.parseInt(forge.util.bytesToHex(status.value as string), 16);
  if (code !== 0 && code !== 1) throw new Error(`The time-stamp authority refused the request (status ${code})`);
  if (!items[1]) throw new Error('The time-stamp reply holds no token');
  return der(items[1]);
}

/** The TSTInfo of a token: what it stamps (message imprint), its nonce and time. */
export function readTstInfo(token: Buffer): TTstInfo {
  const signedData = children(children(parse(token))[1] as forge.asn1.Asn1)[0] as forge.asn1.Asn1;
  const encap = children(signedData).find(
    (n) => n.tagClass === U && n.type === T.SEQUENCE && children(n).some((c) => c.type === T.OID),
  ) as forge.asn1.Asn1;
  const eContentType = asn1.derToOid(children(encap)[0]?.value as string);
  if (eContentType !== OID.tstInfo) throw new Error('The token is no TSTInfo');
  const explicit = children(encap)[1] as forge.asn1.Asn1;
  const octets = children(explicit)[0] as forge.asn1.Asn1;
  // The eContent may be one OCTET STRING or (BER) a constructed one.
  const content = Array.isArray(octets.value) ? Buffer.concat(children(octets).map(raw)) : raw(octets);
  const info = children(parse(content));
  const imprint = children(info[2] as forge.asn1.Asn1);
  const genTime = info[4] as forge.asn1.Asn1;
  const nonce = info.slice(5).find((n) => n.tagClass === U && n.type === T.INTEGER);
  return {
    digest: raw(imprint[1] as forge.asn1.Asn1),
    nonce: nonce ? raw(nonce) : null,
    genTime: asn1.generalizedTimeToDate(genTime.value as string),
  };
}
