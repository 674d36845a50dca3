import { createHash, createPrivateKey, generateKeyPairSync, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { listenLocally, readBodyBytes } from '../http/local-server.ts';
import { cryptoEngine, OID, readTimeStampRequest, sha256AlgorithmId } from './time-stamp-asn1.ts';

/**
 * A local RFC 3161 time-stamping authority for tests: answers application/timestamp-query with a
 * token really signed (pkijs CMS) by a TSA certificate (critical EKU id-kp-timeStamping) issued by
 * its own root, `rootPem`, which tests configure as the trusted TSA root. Its modes make the replies
 * a forger or a broken TSA would send. `requests` records what it was asked.
 */
export type TFakeTsaMode =
  | 'granted'
  /** status 2, no token */
  | 'rejection'
  /** a token over another digest / with another nonce */
  | 'wrong-digest'
  | 'wrong-nonce'
  /** one byte flipped in the signature value / in the signed attributes (the signing time) */
  | 'bad-signature'
  | 'bad-signed-attributes'
  /** signed by a certificate of the trusted root without the timeStamping EKU / with it not critical */
  | 'no-eku'
  | 'eku-not-critical'
  /** signed by a timeStamping certificate of another root */
  | 'untrusted'
  /** the good token without its certificates (a TSA that ignores certReq) */
  | 'no-certificates'
  | 'http-500';

export type TFakeTsa = {
  url: string;
  /** The root that issued the TSA's certificate: the trust anchor to configure (TSA_ROOT_CERT). */
  rootPem: string;
  /** The TSA's own signing certificate. */
  tsaCertificatePem: string;
  requests: Array<{ contentType: string | undefined; digest: Buffer; nonce: Buffer | null }>;
  mode: TFakeTsaMode;
  close(): Promise<void>;
};

/** An RSA pair made by Node's native generator (forge's pure-JS one takes seconds), as forge keys. */
function newKeyPair() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

type TKeys = ReturnType<typeof newKeyPair>;
type TSigner = { cert: forge.pki.Certificate; keys: TKeys };

const HOUR_MS = 3600_000;
let serialCounter = 1;

function certificate(subject: string, keys: TKeys, issuer: TSigner | null, extensions: object[]): TSigner {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = (0x1000 + serialCounter++).toString(16);
  cert.validity.notBefore = new Date(Date.now() - HOUR_MS);
  cert.validity.notAfter = new Date(Date.now() + 24 * HOUR_MS);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: subject }]);
  cert.setExtensions(extensions);
  cert.sign((issuer ?? { keys }).keys.privateKey, forge.md.sha256.create());
  return { cert, keys };
}

const ROOT_EXTENSIONS = [
  { name: 'basicConstraints', cA: true, critical: true },
  { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
];
const leafExtensions = (eku: 'critical' | 'not-critical' | 'none') => [
  { name: 'basicConstraints', cA: false, critical: true },
  { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
  ...(eku === 'none' ? [] : [{ name: 'extKeyUsage', timeStamping: true, critical: eku === 'critical' }]),
];

const der = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
const toPkijs = (cert: forge.pki.Certificate) => pkijs.Certificate.fromBER(new Uint8Array(der(cert)));

function signingKey(keys: TKeys): Promise<webcrypto.CryptoKey> {
  const pkcs8 = createPrivateKey(forge.pki.privateKeyToPem(keys.privateKey)).export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
}

const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });

/** A TimeStampToken: TSTInfo in a SignedData signed by `signer`, with signed attributes as RFC 3161 asks. */
async function signedToken(
  signer: TSigner,
  chain: forge.pki.Certificate[],
  digest: Buffer,
  nonce: Buffer | null,
): Promise<{ token: Buffer; signature: Buffer; signingTime: Buffer }> {
  const info = new pkijs.TSTInfo({
    version: 1,
    policy: '1.2.3.4.1',
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: sha256AlgorithmId(),
      hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(digest) }),
    }),
    serialNumber: new asn1js.Integer({ value: serialCounter++ }),
    genTime: new Date(),
    ...(nonce ? { nonce: new asn1js.Integer({ valueHex: new Uint8Array(nonce) }) } : {}),
  });
  const infoDer = info.toSchema().toBER();
  const signingTime = new asn1js.UTCTime({ valueDate: new Date() });
  const cert = toPkijs(signer.cert);
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.tstInfo,
      eContent: new asn1js.OctetString({ valueHex: infoDer }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attribute(OID.contentTypeAttribute, new asn1js.ObjectIdentifier({ value: OID.tstInfo })),
            attribute(
              OID.messageDigestAttribute,
              new asn1js.OctetString({ valueHex: createHash('sha256').update(new Uint8Array(infoDer)).digest() }),
            ),
            attribute(OID.signingTimeAttribute, signingTime),
          ],
        }),
      }),
    ],
    certificates: chain.map(toPkijs),
  });
  await signedData.sign(await signingKey(signer.keys), 0, 'SHA-256', undefined, cryptoEngine);
  const token = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return {
    token: Buffer.from(token.toSchema().toBER()),
    signature: Buffer.from((signedData.signerInfos[0] as pkijs.SignerInfo).signature.valueBlock.valueHexView),
    signingTime: Buffer.from(signingTime.toBER()),
  };
}

/** `token` with one bit of the byte at `part`'s offset + `at` flipped. */
function flipped(token: Buffer, part: Buffer, at: number): Buffer {
  const offset = token.indexOf(part);
  if (offset < 0) throw new Error('fake TSA: part not found in its token');
  const copy = Buffer.from(token);
  copy[offset + at] = (copy[offset + at] as number) ^ 0x01;
  return copy;
}

export async function startFakeTsa(): Promise<TFakeTsa> {
  const rootKeys = newKeyPair();
  const root = certificate('Fake TSA Root for tests', rootKeys, null, ROOT_EXTENSIONS);
  const leafKeys = newKeyPair();
  const tsa = certificate('Fake TSA for tests', leafKeys, root, leafExtensions('critical'));
  // The signers of the bad modes are made when first asked for (forge's RSA signing is slow).
  const once = <T>(make: () => T) => {
    let made: T | undefined;
    return () => {
      made ??= make();
      return made;
    };
  };
  const noEku = once(() => certificate('Fake signer without EKU', leafKeys, root, leafExtensions('none')));
  const ekuNotCritical = once(() =>
    certificate('Fake TSA with a soft EKU', leafKeys, root, leafExtensions('not-critical')),
  );
  const stranger = once(() => certificate('Stranger TSA Root', newKeyPair(), null, ROOT_EXTENSIONS));
  const strangerTsa = once(() => certificate('Stranger TSA', leafKeys, stranger(), leafExtensions('critical')));

  const token = async (mode: TFakeTsaMode, digest: Buffer, nonce: Buffer | null): Promise<Buffer> => {
    const signer =
      mode === 'no-eku'
        ? noEku()
        : mode === 'eku-not-critical'
          ? ekuNotCritical()
          : mode === 'untrusted'
            ? strangerTsa()
            : tsa;
    const chain = mode === 'no-certificates' ? [] : [signer.cert, (mode === 'untrusted' ? stranger() : root).cert];
    const wrongDigest = Buffer.from(digest).fill(7);
    const wrongNonce = nonce ? Buffer.from(nonce) : null;
    if (wrongNonce) wrongNonce[wrongNonce.length - 1] = (wrongNonce.at(-1) as number) ^ 0x01;
    const signed = await signedToken(
      signer,
      chain,
      mode === 'wrong-digest' ? wrongDigest : digest,
      mode === 'wrong-nonce' ? wrongNonce : nonce,
    );
    if (mode === 'bad-signature') return flipped(signed.token, signed.signature, 17);
    // The last digit of the seconds ('…SSZ'): still a valid time, no longer what was signed.
    if (mode === 'bad-signed-attributes')
      return flipped(signed.token, signed.signingTime, signed.signingTime.length - 2);
    return signed.token;
  };

  const fake: TFakeTsa = {
    url: '',
    rootPem: forge.pki.certificateToPem(root.cert),
    tsaCertificatePem: forge.pki.certificateToPem(tsa.cert),
    requests: [],
    mode: 'granted',
    close: async () => {},
  };
  const server = await listenLocally(async (req, res) => {
    const query = readTimeStampRequest(await readBodyBytes(req));
    fake.requests.push({ contentType: req.headers['content-type'], ...query });
    if (fake.mode === 'http-500') {
      res.writeHead(500).end();
      return;
    }
    const status = new pkijs.PKIStatusInfo({
      status: fake.mode === 'rejection' ? pkijs.PKIStatus.rejection : pkijs.PKIStatus.granted,
    });
    const tokenDer = fake.mode === 'rejection' ? null : await token(fake.mode, query.digest, query.nonce);
    const reply = Buffer.from(
      new asn1js.Sequence({
        value: [status.toSchema(), ...(tokenDer ? [asn1js.fromBER(new Uint8Array(tokenDer)).result] : [])],
      }).toBER(),
    );
    // The token must go out as the bytes that were signed (or tampered with), not re-encoded otherwise.
    if (tokenDer && !reply.subarray(reply.length - tokenDer.length).equals(tokenDer))
      throw new Error('fake TSA: the token changed in the reply');
    res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
    res.end(reply);
  });
  fake.url = `${server.url}/tsa`;
  fake.close = server.close;
  return fake;
}
