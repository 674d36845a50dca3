import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * Certificates of the platform CA, built with node-forge. Subjects are ASCII only: forge writes
 * names as UTF8String inconsistently and mangles non-ASCII, so the company's Chinese name is never
 * put in a certificate (the PDF shows it; the certificate names the tenant by id).
 */

export const ROOT_SUBJECT = [
  { name: 'commonName', value: 'Agency Workbook Platform CA' },
  { name: 'organizationName', value: 'Agency Workbook' },
  { name: 'countryName', value: 'CN' },
];

export const companySubject = (companyId: number) => [
  { name: 'commonName', value: `company-${companyId}` },
  { name: 'organizationName', value: `Agency Workbook tenant ${companyId}` },
  { name: 'countryName', value: 'CN' },
];

const YEAR_MS = 365 * 24 * 3600 * 1000;
export const ROOT_YEARS = 20;
export const COMPANY_YEARS = 3;

/** An RSA key pair made by Node's native crypto (forge's pure-JS generator takes seconds). */
export function newKeyPair(bits = 2048): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

/** A positive 128-bit serial number in hex (the top bit cleared so DER keeps it positive). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] as number) & 0x7f;
  return bytes.toString('hex');
}

function validity(cert: forge.pki.Certificate, now: Date, years: number) {
  // A little back-dating absorbs clock skew between this server and a verifier.
  cert.validity.notBefore = new Date(now.getTime() - 10 * 60 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + years * YEAR_MS);
}

export function createRootCertificate(
  keys: { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey },
  now: Date,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, now, ROOT_YEARS);
  cert.setSubject(ROOT_SUBJECT);
  cert.setIssuer(ROOT_SUBJECT);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return cert;
}

export function issueCompanyCertificate(
  companyId: number,
  publicKey: forge.pki.rsa.PublicKey,
  ca: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey },
  now: Date,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, now, COMPANY_YEARS);
  cert.setSubject(companySubject(companyId));
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.cert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return cert;
}

/** A PKCS#12 holding the company's key, its certificate and the root (for @signpdf/signer-p12). */
export function toP12(key: forge.pki.rsa.PrivateKey, chain: forge.pki.Certificate[], passphrase: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
