import forge from 'node-forge';
import { newKeyPair } from '../ca/certificates.ts';
import { listenLocally, readBodyBytes } from '../http/local-server.ts';
import { OID, readTimeStampRequest, sha256AlgorithmId } from './time-stamp-asn1.ts';

/**
 * A local RFC 3161 time-stamping authority for tests: answers application/timestamp-query with a
 * token signed by its own throw-away certificate (node-forge). `requests` records what it was asked.
 */
const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
const bin = (b: Buffer) => b.toString('binary');
const seq = (items: forge.asn1.Asn1[]) => asn1.create(U, T.SEQUENCE, true, items);

export type TFakeTsa = {
  url: string;
  requests: Array<{ contentType: string | undefined; digest: Buffer; nonce: Buffer | null }>;
  /** Next answers: 'granted' (default), 'rejection' (status 2), 'wrong-digest', or an HTTP error. */
  mode: 'granted' | 'rejection' | 'wrong-digest' | 'http-500';
  close(): Promise<void>;
};

export async function startFakeTsa(): Promise<TFakeTsa> {
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '0a01';
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: 'Fake TSA for tests' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'extKeyUsage', timeStamping: true, critical: true }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());

  let serial = 1;
  const token = (digest: Buffer, nonce: Buffer | null): forge.asn1.Asn1 => {
    const info = seq([
      asn1.create(U, T.INTEGER, false, String.fromCharCode(1)),
      asn1.create(U, T.OID, false, asn1.oidToDer('1.2.3.4.1').getBytes()),
      seq([sha256AlgorithmId(), asn1.create(U, T.OCTETSTRING, false, bin(digest))]),
      asn1.create(U, T.INTEGER, false, String.fromCharCode(serial++)),
      asn1.create(U, T.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(new Date())),
      ...(nonce ? [asn1.create(U, T.INTEGER, false, bin(nonce))] : []),
    ]);
    const infoDer = asn1.toDer(info).getBytes();
    const p7 = forge.pkcs7.createSignedData();
    // A TSTInfo content (not Data): forge signs a preset contentInfo when content is an object.
    p7.content = forge.util.createBuffer(infoDer);
    (p7 as unknown as { contentInfo: forge.asn1.Asn1 }).contentInfo = seq([
      asn1.create(U, T.OID, false, asn1.oidToDer(OID.tstInfo).getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(U, T.OCTETSTRING, false, infoDer)]),
    ]);
    p7.addCertificate(cert);
    p7.addSigner({
      key: keys.privateKey,
      certificate: cert,
      digestAlgorithm: forge.pki.oids.sha256 as string,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType as string, value: OID.tstInfo },
        { type: forge.pki.oids.messageDigest as string },
        { type: forge.pki.oids.signingTime as string, value: new Date() as unknown as string },
      ],
    });
    p7.sign();
    return p7.toAsn1();
  };

  const fake: TFakeTsa = {
    url: '',
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
    const granted = fake.mode !== 'rejection';
    const digest = fake.mode === 'wrong-digest' ? Buffer.alloc(32, 7) : query.digest;
    const status = seq([asn1.create(U, T.INTEGER, false, String.fromCharCode(granted ? 0 : 2))]);
    const reply = seq(granted ? [status, token(digest, query.nonce)] : [status]);
    res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
    res.end(Buffer.from(asn1.toDer(reply).getBytes(), 'binary'));
  });
  fake.url = `${server.url}/tsa`;
  fake.close = server.close;
  return fake;
}
