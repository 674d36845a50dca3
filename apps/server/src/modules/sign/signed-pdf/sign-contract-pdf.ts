import { createHash } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import type { PlatformCa } from '../../../platform/ca/platform-ca.ts';
import type { TimeStamper } from '../../../platform/time-stamp/time-stamper.ts';
import { signatureValueOf, withTimeStampToken } from './cms-time-stamp.ts';
import type { TSignedContractPdf } from './signed-pdf.types.ts';

/** Room for the CMS: two certificates (company + root), the signature and a time-stamp token. */
const SIGNATURE_BYTES = 16_384;

/** P12Signer's CMS, then (when a TSA is configured) its signature value time-stamped (SHA-256 imprint). */
class TimeStampingSigner extends Signer {
  token: Buffer | null = null;
  constructor(
    private readonly inner: Signer,
    private readonly timeStamper: TimeStamper | null,
  ) {
    super();
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const cms = await this.inner.sign(pdf, signingTime);
    if (!this.timeStamper) return cms;
    this.token = await this.timeStamper.stamp(signatureValueOf(cms));
    return withTimeStampToken(cms, this.token);
  }
}

export type TSignContractPdfDeps = {
  ca: PlatformCa;
  /** Null or absent: no time-stamp (the signature carries the server's signing time only). */
  timeStamper?: TimeStamper | null;
  signingTime?: Date;
};

/**
 * Signs the rendered contract for the company (issue 15): an invisible PDF signature
 * (adbe.pkcs7.detached, PAdES part 2 "basic") covering the whole file, made with the company's
 * certificate from the platform CA, time-stamped when a TimeStamper is configured. Reason and
 * location are ASCII (forge and some viewers mangle other text there).
 */
export async function signContractPdf(
  pdf: Buffer,
  companyId: number,
  deps: TSignContractPdfDeps,
): Promise<TSignedContractPdf> {
  const credentials = deps.ca.companyCredentials(companyId);
  const signingTime = deps.signingTime ?? new Date();
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Contract signed by all parties on Agency Workbook',
    contactInfo: '',
    name: `company-${companyId}`,
    location: 'CN',
    signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: 'AgencyWorkbook', // written as a PDF name: no spaces
  });
  const signer = new TimeStampingSigner(
    new P12Signer(credentials.p12, { passphrase: credentials.passphrase }),
    deps.timeStamper ?? null,
  );
  const signed = await new SignPdf().sign(withPlaceholder, signer, signingTime);
  return {
    pdf: signed,
    sha256: createHash('sha256').update(signed).digest('hex'),
    unsignedSha256: createHash('sha256').update(pdf).digest('hex'),
    timeStampToken: signer.token,
  };
}
