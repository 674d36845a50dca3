import { z } from 'zod';
import { ZSignField } from './sign-template-fields.ts';

/**
 * GET /sign/signEditContent (修改合同): a submitted contract's content as kept, unmasked,
 * for the form to edit from; saved back with contractEdit and `version` (docs/signing.md
 * "Editing a submitted contract").
 */
export const ZSignEditContent = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  /** The version to send back with contractEdit (409 when someone edited in between). */
  version: z.number(),
  boxid: z.number(),
  boxType: z.number(),
  title: z.string(),
  signatureType: z.number(),
  /**
   * The fields of the template as copied onto the contract at submission (what contractEdit checks
   * against), so the form edits the contract as it was made even if the company's template changed.
   */
  fields: z.array(ZSignField),
  /** ZSignContent as it was frozen: parties, agents, co-owners with their full numbers, values, appliances. */
  content: z.unknown(),
});
export type TSignEditContent = z.output<typeof ZSignEditContent>;
