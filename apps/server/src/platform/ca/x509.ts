import { createHash, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * X.509 certificates written with pkijs/asn1js and signed with Node's crypto (synchronously, so the
 * CA stays synchronous). Names are written as X.520 asks: country as PrintableString, every other
 * attribute as UTF8String, so Chinese names survive in any verifier (OpenSSL, poppler/NSS, Adobe).
 */

export const NAME_OID = {
  commonName: '2.5.4.3',
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  description: '2.5.4.13',
  /** X.520 organizationIdentifier: for a Chinese company its 统一社会信用代码. */
  organizationIdentifier: '2.5.4.97',
} as const;

export type TNameAttribute = { type: keyof typeof NAME_OID; value: string };

const EXT_OID = {
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  certificatePolicies: '2.5.29.32',
  authorityKeyIdentifier: '2.5.29.35',
  anyPolicy: '2.5.29.32.0',
  userNotice: '1.3.6.1.5.5.7.2.2',
} as const;

const SIGNATURE_OID = { rsa: '1.2.840.113549.1.1.11', ec: '1.2.840.10045.4.3.2' } as const;

/** A Name with one attribute per RDN (pkijs alone would put them all in one multi-valued RDN). */
function name(attributes: TNameAttribute[]): pkijs.RelativeDistinguishedNames {
  const rdns = attributes.map(({ type, value }) => {
    const typeAndValue = new pkijs.AttributeTypeAndValue({
      type: NAME_OID[type],
      value: type === 'countryName' ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
    });
    return new asn1js.Set({ value: [typeAndValue.toSchema()] });
  });
  return pkijs.RelativeDistinguishedNames.fromBER(new asn1js.Sequence({ value: rdns }).toBER());
}

/** Key usages by their bit in the KeyUsage BIT STRING (RFC 5280 §4.2.1.3). */
const KEY_USAGE_BIT = { digitalSignature: 0, nonRepudiation: 1, keyCertSign: 5, cRLSign: 6 } as const;

function keyUsage(usages: Array<keyof typeof KEY_USAGE_BIT>): pkijs.Extension {
  let bits = 0;
  for (const usage of usages) bits |= 0x80 >> KEY_USAGE_BIT[usage];
  const unused = bits === 0 ? 0 : Math.min(7, Math.log2(bits & -bits));
  return new pkijs.Extension({
    extnID: EXT_OID.keyUsage,
    critical: true,
    extnValue: new asn1js.BitString({ valueHex: new Uint8Array([bits]), unusedBits: unused }).toBER(),
  });
}

const spkiOf = (key: KeyObject) =>
  new Uint8Array((key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'der' }));

/** SHA-1 of the subject public key's bits (RFC 5280 §4.2.1.2 method 1). */
export function keyIdentifier(publicKey: KeyObject): Uint8Array {
  const info = pkijs.PublicKeyInfo.fromBER(spkiOf(publicKey));
  return new Uint8Array(createHash('sha1').update(info.subjectPublicKey.valueBlock.valueHexView).digest());
}

/** A policy statement a person reads with `openssl x509 -text`: anyPolicy with a user notice. */
function policyNotice(text: string): pkijs.Extension {
  const notice = new asn1js.Sequence({ value: [new asn1js.Utf8String({ value: text })] });
  const policies = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.ObjectIdentifier({ value: EXT_OID.anyPolicy }),
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: EXT_OID.userNotice }), notice] }),
            ],
          }),
        ],
      }),
    ],
  });
  return new pkijs.Extension({ extnID: EXT_OID.certificatePolicies, critical: false, extnValue: policies.toBER() });
}

export type TCertificateRequest = {
  subject: TNameAttribute[];
  publicKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  /** The issuer's certificate and key; null: self-signed with the key of `publicKey`'s pair, `selfKey`. */
  issuer: { certificate: pkijs.Certificate; key: KeyObject } | null;
  selfKey?: KeyObject;
  ca?: boolean;
  usages: Array<keyof typeof KEY_USAGE_BIT>;
  /** Text of a user notice under anyPolicy (certificatePolicies, not critical). */
  notice?: string;
};

/** A positive 128-bit serial number (the top bit cleared so DER keeps it positive). */
function serialNumber(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] as number) & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: new Uint8Array(bytes) });
}

/** Builds and signs a certificate; returns its DER. */
export function buildCertificate(request: TCertificateRequest): Buffer {
  const signingKey = request.issuer?.key ?? request.selfKey;
  if (!signingKey) throw new Error('A self-signed certificate needs its own key');
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = serialNumber();
  cert.subject = name(request.subject);
  cert.issuer = request.issuer ? request.issuer.certificate.subject : name(request.subject);
  cert.notBefore.value = request.notBefore;
  cert.notAfter.value = request.notAfter;
  cert.subjectPublicKeyInfo = pkijs.PublicKeyInfo.fromBER(spkiOf(request.publicKey));
  const authorityKey = request.issuer
    ? keyIdentifier(createPublicKey(request.issuer.key))
    : keyIdentifier(request.publicKey);
  cert.extensions = [
    new pkijs.Extension({
      extnID: EXT_OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: request.ca ?? false }).toSchema().toBER(),
    }),
    keyUsage(request.usages),
    new pkijs.Extension({
      extnID: EXT_OID.subjectKeyIdentifier,
      critical: false,
      extnValue: new asn1js.OctetString({ valueHex: keyIdentifier(request.publicKey) }).toBER(),
    }),
    new pkijs.Extension({
      extnID: EXT_OID.authorityKeyIdentifier,
      critical: false,
      extnValue: new pkijs.AuthorityKeyIdentifier({
        keyIdentifier: new asn1js.OctetString({ valueHex: authorityKey }),
      })
        .toSchema()
        .toBER(),
    }),
    ...(request.notice ? [policyNotice(request.notice)] : []),
  ];
  const algorithm = signingKey.asymmetricKeyType === 'ec' ? SIGNATURE_OID.ec : SIGNATURE_OID.rsa;
  const algorithmId = new pkijs.AlgorithmIdentifier({
    algorithmId: algorithm,
    ...(algorithm === SIGNATURE_OID.rsa ? { algorithmParams: new asn1js.Null() } : {}),
  });
  cert.signature = algorithmId;
  cert.signatureAlgorithm = algorithmId;
  const tbs = cert.encodeTBS().toBER();
  cert.tbsView = new Uint8Array(tbs);
  const signature = sign('sha256', new Uint8Array(tbs), signingKey);
  cert.signatureValue = new asn1js.BitString({ valueHex: new Uint8Array(signature) });
  return Buffer.from(cert.toSchema(true).toBER());
}

export const parseCertificate = (der: Buffer): pkijs.Certificate => pkijs.Certificate.fromBER(new Uint8Array(der));

const STRING_TAG: Record<number, string> = { 12: 'UTF8String', 19: 'PrintableString' };

/** The attributes of a certificate's subject in order, by their X.520 name (others by OID), with their string type. */
export function subjectAttributes(cert: pkijs.Certificate): Array<{ type: string; value: string; tag: string }> {
  const byOid = new Map<string, string>(Object.entries(NAME_OID).map(([key, oid]) => [oid, key]));
  return cert.subject.typesAndValues.map((tv) => ({
    type: byOid.get(tv.type) ?? tv.type,
    value: String(tv.value.valueBlock.value),
    tag: STRING_TAG[tv.value.idBlock.tagNumber] ?? `tag ${tv.value.idBlock.tagNumber}`,
  }));
}
