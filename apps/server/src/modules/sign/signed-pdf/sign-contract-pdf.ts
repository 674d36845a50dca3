import { createHash } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PlatformCa, TSigningCredentials } from '../../../platform/ca/platform-ca.ts';
import type { TimeStamper } from '../../../platform/time-stamp/time-stamper.ts';
import { CadesSigner } from './cades-signer.ts';
import type { TContractSigning, TSignedContractPdf } from './signed-pdf.types.ts';

/** Room for a CMS: the certificates (signer + root) and the signature; a time-stamp token needs more. */
const SIGNATURE_BYTES = { company: 8_192, party: 4_096, timeStamp: 12_288 };

export type TSignContractPdfDeps = {
  ca: PlatformCa;
  /** Null or absent: no time-stamp (the signatures carry the server's signing time only). */
  timeStamper?: TimeStamper | null;
  signingTime?: Date;
};

type TRevision = { name: string; reason: string; credentials: TSigningCredentials; bytes: number };

/** One incremental update: a new signature field appended after the file as it is, then filled. */
async function addSignature(pdf: Buffer, revision: TRevision, signingTime: Date, timeStamper: TimeStamper | null) {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: revision.reason,
    contactInfo: '',
    name: revision.name,
    location: 'CN',
    signingTime,
    signatureLength: revision.bytes + (timeStamper ? SIGNATURE_BYTES.timeStamp : 0),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'AgencyWorkbook', // written as a PDF name: no spaces
  });
  const signer = new CadesSigner(revision.credentials, timeStamper);
  const signed = await new SignPdf().sign(withPlaceholder, signer);
  return { pdf: signed, token: signer.token };
}

/**
 * Signs the rendered contract (docs/signing-pdf.md): one PAdES signature (ETSI.CAdES.detached) per
 * party in signing order, each with that party's 事件证书 from the platform CA, then the company's
 * seal with the company's certificate, last. Each signature is an incremental update, so every
 * earlier one stays valid and covers the file as it was when that party's signature was added.
 * Time-stamped when a TimeStamper is configured. Reason, name and location are ASCII (the
 * certificates carry the Chinese names).
 */
export async function signContractPdf(
  pdf: Buffer,
  signing: TContractSigning,
  deps: TSignContractPdfDeps,
): Promise<TSignedContractPdf> {
  const signingTime = deps.signingTime ?? new Date();
  const timeStamper = deps.timeStamper ?? null;
  const company = deps.ca.companyCredentials(signing.companyId, signing.company);
  const count = signing.parties.length;
  let current = pdf;
  for (const [index, party] of signing.parties.entries()) {
    const revision = {
      name: `party-${index + 1}`,
      reason: `Party ${index + 1} of ${count} signed at ${party.signedAt.toISOString()}`,
      credentials: deps.ca.eventCredentials(party),
      bytes: SIGNATURE_BYTES.party,
    };
    current = (await addSignature(current, revision, signingTime, timeStamper)).pdf;
  }
  const seal = await addSignature(
    current,
    {
      name: `company-${signing.companyId}`,
      reason: 'Issued by the brokerage after all parties signed',
      credentials: company,
      bytes: SIGNATURE_BYTES.company,
    },
    signingTime,
    timeStamper,
  );
  return {
    pdf: seal.pdf,
    sha256: createHash('sha256').update(seal.pdf).digest('hex'),
    unsignedSha256: createHash('sha256').update(pdf).digest('hex'),
    timeStampToken: seal.token,
  };
}
