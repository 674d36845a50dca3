import { z } from 'zod';

/**
 * The agency block every template prints (经纪机构 with its 统一社会信用代码, 经纪人 with a phone):
 * the company as certified for signing and the agent who drafted the contract. Kept with a contract
 * at submission, so a later change of name or staff never rewrites a submitted contract.
 */
export const ZSignAgency = z.object({
  /** The company's full name as certified (else as registered) and its unified social credit code ('' until certified). */
  company: z.object({ name: z.string(), certNo: z.string() }),
  /** The drafting agent: name and phone, masked as the parties' phones are in every view. */
  broker: z.object({ name: z.string(), phone: z.string() }),
});
export type TSignAgency = z.output<typeof ZSignAgency>;

/** The agent's saved personal signature (个人签名), used as 经纪人（签字） at submission. */
export const ZSignBrokerSignature = z.object({ sealId: z.number(), url: z.string() });
