import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { timeStamperFor } from '../../../platform/time-stamp/time-stamper.ts';
import { checkSignedFile } from '../signed-pdf/check-signed-file.ts';
import { renderContractPdf } from '../signed-pdf/render-contract-pdf.ts';
import { signContractPdf } from '../signed-pdf/sign-contract-pdf.ts';
import type { TContractPdfInput, TContractSigning, TSignedContractPdf } from '../signed-pdf/signed-pdf.types.ts';

/**
 * The one place the ceremony meets the PDF part (modules/sign/signed-pdf): render the contract, then
 * sign it: each party with an event certificate, the company last (certificates of the platform CA).
 * An engine is injected so that the API tests can count calls and a deployment can swap the renderer;
 * `pdfEngineFor` is the real one.
 */
export type TSignedPdfEngine = {
  render(input: TContractPdfInput): Promise<Buffer>;
  sign(pdf: Buffer, signing: TContractSigning): Promise<TSignedContractPdf>;
};

/** Renders and signs: the bytes to store and never change, and their SHA-256. */
export async function makeSignedDocument(
  engine: TSignedPdfEngine,
  input: TContractPdfInput,
  signing: TContractSigning,
): Promise<TSignedContractPdf> {
  const pdf = await engine.render(input);
  return engine.sign(pdf, signing);
}

/** Whether dropped bytes are, byte for byte, the signed file whose SHA-256 was kept. */
export function isSignedFile(bytes: Buffer, sha256: string): boolean {
  return checkSignedFile(bytes, sha256).matches;
}

/**
 * The real engine: renderContractPdf, then signContractPdf with certificates from the app's platform
 * CA (`deps.ca`: DATA_DIR/platform-ca; in memory for tests), time-stamped when TSA_URL names a
 * time-stamping authority (its replies verified against TSA_ROOT_CERT).
 */
export function pdfEngineFor(deps: TDeps): TSignedPdfEngine {
  const timeStamper = timeStamperFor(deps.config.tsa);
  return {
    render: renderContractPdf,
    sign: (pdf, signing) =>
      signContractPdf(pdf, signing, {
        ca: deps.ca,
        signingTime: deps.clock.now(),
        ...(timeStamper ? { timeStamper } : {}),
      }),
  };
}

/** A context for the upload store when no member is calling (a public signer): the contract's owner. */
export function ownerContext(companyId: number, userId: number): TRequestContext {
  return {
    companyId,
    userId,
    sessionId: '',
    isManager: false,
    status: 1,
    cancelling: false,
    permissions: {},
    scopes: {},
    departmentId: null,
    departmentPath: null,
  };
}

/** The bytes behind an upload reference (`upload:<id>.<ext>`), through the store's signed link. */
export async function readUpload(deps: TDeps, db: TExecutor, reference: string): Promise<Buffer | null> {
  if (!reference.startsWith('upload:')) return null;
  const link = new URL(deps.uploads.link(reference), 'http://local');
  const name = link.pathname.split('/').pop() ?? '';
  const file = await deps.uploads.open(db, name, Number(link.searchParams.get('e')), link.searchParams.get('s') ?? '');
  return file?.bytes ?? null;
}
