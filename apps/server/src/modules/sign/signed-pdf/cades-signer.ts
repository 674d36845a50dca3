import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TSigningCredentials } from '../../../platform/ca/platform-ca.ts';
import { parseCertificate } from '../../../platform/ca/x509.ts';
import { OID, sha256AlgorithmId } from '../../../platform/time-stamp/time-stamp-asn1.ts';
import type { TimeStamper } from '../../../platform/time-stamp/time-stamper.ts';

const CMS_OID = {
  data: '1.2.840.113549.1.7.1',
  /** id-aa-signingCertificateV2 (RFC 5035): binds the signature to the signer's certificate by hash. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });

/** SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash (SHA-256, the default), issuerSerial } }. */
function signingCertificateV2(certificate: pkijs.Certificate, der: Buffer): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] }),
        ],
      }),
      certificate.serialNumber,
    ],
  });
  const certId = new asn1js.Sequence({
    value: [
      new asn1js.OctetString({ valueHex: new Uint8Array(createHash('sha256').update(der).digest()) }),
      issuerSerial,
    ],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certId] })] });
}

/**
 * The CMS of a PAdES signature (ETSI.CAdES.detached, baseline B-B; B-T with a time-stamper),
 * written with pkijs and signed with Node's crypto: SignedData over the PDF's byte ranges (detached),
 * one SignerInfo with the signed attributes contentType, messageDigest and signing-certificate-v2 (no
 * signingTime: the PDF's /M carries the time), the signer's certificate and the root. With a
 * TimeStamper, the token over the signature value goes in the unsigned attributes
 * (id-aa-timeStampToken). Works for RSA (company) and P-256 (event) keys.
 */
export class CadesSigner extends Signer {
  token: Buffer | null = null;

  constructor(
    private readonly credentials: TSigningCredentials,
    private readonly timeStamper: TimeStamper | null,
  ) {
    super();
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    const [signerDer] = this.credentials.chain;
    if (!signerDer) throw new Error('No signer certificate');
    const certificates = this.credentials.chain.map(parseCertificate);
    const signerCertificate = certificates[0] as pkijs.Certificate;
    const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        attribute(OID.contentTypeAttribute, new asn1js.ObjectIdentifier({ value: CMS_OID.data })),
        attribute(
          OID.messageDigestAttribute,
          new asn1js.OctetString({ valueHex: new Uint8Array(createHash('sha256').update(pdf).digest()) }),
        ),
        attribute(CMS_OID.signingCertificateV2, signingCertificateV2(signerCertificate, signerDer)),
      ],
    });
    // What is signed is the DER of the attributes as a SET (RFC 5652 §5.4), not their [0] tag.
    const toSign = new Uint8Array(signedAttrs.toSchema().toBER());
    toSign[0] = 0x31;
    const ec = this.credentials.key.asymmetricKeyType === 'ec';
    const signature = sign('sha256', toSign, this.credentials.key);
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({
        issuer: signerCertificate.issuer,
        serialNumber: signerCertificate.serialNumber,
      }),
      digestAlgorithm: sha256AlgorithmId(),
      signedAttrs,
      signatureAlgorithm: new pkijs.AlgorithmIdentifier(
        ec
          ? { algorithmId: CMS_OID.ecdsaWithSha256 }
          : { algorithmId: CMS_OID.rsaEncryption, algorithmParams: new asn1js.Null() },
      ),
      signature: new asn1js.OctetString({ valueHex: new Uint8Array(signature) }),
    });
    if (this.timeStamper) {
      this.token = await this.timeStamper.stamp(signature);
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [attribute(OID.timeStampToken, asn1js.fromBER(new Uint8Array(this.token)).result)],
      });
    }
    const signedData = new pkijs.SignedData({
      version: 1,
      digestAlgorithms: [sha256AlgorithmId()],
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: CMS_OID.data }),
      certificates,
      signerInfos: [signerInfo],
    });
    const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER());
  }
}
