import { z } from 'zod';
import { ZId } from './common/fields.ts';
import { ZTime } from './common/time-fields.ts';

/** A party's copy of the signed contract (designed): sign-copy-constants.ts, docs/signing-ceremony.md. */

export const ZByCopy = z.object({ contractId: ZId, copyId: ZId });

/**
 * What a party's copy link (or the signing link they signed with) opens: the contract number and
 * title, who they signed as, and, once the contract is complete, short-lived links to view and
 * download their signed PDF ('' until then).
 */
export const ZSigningCopy = z.object({
  contractNo: z.string(),
  title: z.string(),
  roleLabel: z.string(),
  stateName: z.string(),
  ready: z.boolean(),
  viewUrl: z.string(),
  downloadUrl: z.string(),
  /** When the party's copy link ends ('' before completion). */
  expireAt: ZTime,
});
export type TSigningCopy = z.output<typeof ZSigningCopy>;

/** A party's copy as the agent sees it on the contract's detail (phone masked). */
export const ZSignCopyRow = z.object({
  copyId: z.number(),
  signerId: z.number(),
  roleLabel: z.string(),
  name: z.string(),
  phone: z.string(),
  state: z.number(),
  stateName: z.string(),
  expireAt: ZTime,
  sentAt: ZTime,
});
export type TSignCopyRow = z.output<typeof ZSignCopyRow>;
