import { maskPhone } from '@awb/contract/common/validators';
import type { TSignAgency } from '@awb/contract/sign-agency';
import type { TSignPartyRole } from '@awb/contract/sign-template-constants';
import type { TSignPartyDetails } from '@awb/contract/sign-template-rules';
import type { TExecutor } from '../../platform/db/db.ts';
import { peopleByIds } from '../housing/housing-people.ts';
import { companyFullName } from './company-full-name.ts';
import { signRepository } from './sign.repository.ts';
import type { TMaskedParties } from './sign-contract.table.ts';

/** The drafting agent as the ceremony keeps them: their name and (unmasked, to be sealed) phone. */
export async function brokerOf(db: TExecutor, companyId: number, userId: number) {
  const person = (await peopleByIds(db, companyId, [userId])).get(userId);
  return { name: person?.userName ?? '', phone: person?.phone ?? '' };
}

/**
 * The agency block for a contract drafted by `userId`: the company's full name and unified social
 * credit code from its signing certification (the code stays '' until certified), the agent's name
 * and masked phone. A company's credit code is public, as on a company party's licence number.
 */
export async function agencyOf(db: TExecutor, companyId: number, userId: number): Promise<TSignAgency> {
  const account = await signRepository.account(db, companyId);
  const broker = await brokerOf(db, companyId, userId);
  return {
    company: { name: await companyFullName(db, companyId), certNo: account?.orgCode ?? '' },
    broker: { name: broker.name, phone: maskPhone(broker.phone) },
  };
}

export type TPrintedParties = Partial<Record<TSignPartyRole, TSignPartyDetails>>;

/** Every party block of the template: the contract's two parties and the agency. */
export function printedParties(
  parties: Pick<TMaskedParties, 'partyA' | 'partyB'>,
  agency: TSignAgency,
): TPrintedParties {
  return { partyA: parties.partyA, partyB: parties.partyB, company: agency.company, broker: agency.broker };
}

/**
 * The parties a submitted contract prints: the agency kept at its submission, or for a contract
 * submitted before the agency was kept, the agency as it is now for its drafting agent.
 */
export async function contractParties(
  db: TExecutor,
  row: { companyId: number; userId: number; parties: TMaskedParties },
): Promise<TPrintedParties> {
  return printedParties(row.parties, row.parties.agency ?? (await agencyOf(db, row.companyId, row.userId)));
}
