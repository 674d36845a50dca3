import { CEREMONY_SIDE, CEREMONY_SIDE_NAMES, CEREMONY_SIGNER_ROLE } from '@awb/contract/sign-ceremony-constants';
import type { TSignContent } from '@awb/contract/sign-contract';
import { SIGN_PARTY_TYPE } from '@awb/contract/sign-contract-constants';

export type TSignerPlan = {
  seq: number;
  side: number;
  role: number;
  roleLabel: string;
  name: string;
  phone: string;
  /** Empty for a company signer (the content names the company, not its legal person). */
  certNo: string;
};

/**
 * Who signs a contract, in signing order (seed 000 §6): for each side, 甲方 first, the agent when
 * there is one (then only the agent signs for the party), else the party itself (a company signs
 * through its legal person, reached at the company's phone), then each co-owner.
 */
export function signerPlan(content: TSignContent): TSignerPlan[] {
  const plan: Omit<TSignerPlan, 'seq'>[] = [];
  const sides = [
    { side: CEREMONY_SIDE.a, party: content.partyA, agent: content.agentA, coowners: content.partyACoowner },
    { side: CEREMONY_SIDE.b, party: content.partyB, agent: content.agentB, coowners: content.partyBCoowner },
  ];
  for (const { side, party, agent, coowners } of sides) {
    const label = CEREMONY_SIDE_NAMES[side] ?? '';
    if (agent) {
      plan.push({ side, role: CEREMONY_SIGNER_ROLE.agent, roleLabel: `${label}代理人`, ...agent });
    } else if (party.type === SIGN_PARTY_TYPE.company) {
      plan.push({
        side,
        role: CEREMONY_SIGNER_ROLE.legalPerson,
        roleLabel: label,
        name: party.name,
        phone: party.phone,
        certNo: '',
      });
    } else {
      plan.push({
        side,
        role: CEREMONY_SIGNER_ROLE.party,
        roleLabel: label,
        name: party.name,
        phone: party.phone,
        certNo: party.certNo,
      });
    }
    coowners.forEach((c, i) => {
      plan.push({ side, role: CEREMONY_SIGNER_ROLE.coowner, roleLabel: `${label}共有人${i + 1}`, ...c });
    });
  }
  return plan.map((p, i) => ({ ...p, seq: i + 1 }));
}

/**
 * The brokerage's certified signer (signing body type 2, seed 000 §3 "Company signer", §6): signs by
 * hand for the company after every party, proving who they are with the code sent to their certified
 * mobile (their face was checked at certification, so no face check here).
 */
export function companySignerPlan(
  signer: { name: string; mobile: string },
  after: readonly TSignerPlan[],
): TSignerPlan {
  return {
    seq: after.length + 1,
    side: CEREMONY_SIDE.company,
    role: CEREMONY_SIGNER_ROLE.companySigner,
    roleLabel: `${CEREMONY_SIDE_NAMES[CEREMONY_SIDE.company]}签署人`,
    name: signer.name,
    phone: signer.mobile,
    certNo: '',
  };
}

/** A name as the public verification page shows it: the first character, the rest starred. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  // A company name keeps its ending (有限公司): the page shows whose contract it is without the name.
  if (chars.length > 6) return `${chars[0]}${'*'.repeat(chars.length - 5)}${chars.slice(-4).join('')}`;
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
