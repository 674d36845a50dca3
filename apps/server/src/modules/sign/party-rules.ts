import { isBusinessLicence, isIdCard, MOBILE_PATTERN } from '@awb/contract/common/validators';
import type { TSignContent, TSignParty, TSignPerson } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_MSG as M, SIGN_PARTY_TYPE } from '@awb/contract/sign-contract-constants';

/** One wrong identity field of a contract (the data of a 400020 answer). */
export type TIdentityError = {
  /** Where it is in the content: partyA.certNo, agentB.phone, partyACoowner.1.name … */
  field: string;
  /** Whose it is, as the page names them: 甲方, 乙方代理人, 甲方共有人2 … */
  label: string;
  message: string;
};

const SIDES = [
  { key: 'A', name: '甲方' },
  { key: 'B', name: '乙方' },
] as const;

/** Agents and co-owners use the party rules with their own wording (seed 000 §5): 代理人身份证号格式不正确. */
function personErrors(p: TSignPerson, field: string, label: string, prefix: string): TIdentityError[] {
  const errors: TIdentityError[] = [];
  const add = (name: string, message: string) => errors.push({ field: `${field}.${name}`, label, message });
  if (!p.name) add('name', `${prefix ? `请输入${prefix}` : '请输入'}姓名`);
  const certNo = p.certNo.toUpperCase();
  if (!certNo) add('certNo', `请输入${prefix}身份证号`);
  else if (!isIdCard(certNo)) add('certNo', `${prefix}${M.idNoFormat}`);
  if (!p.phone) add('phone', `请输入${prefix}手机号码`);
  else if (!MOBILE_PATTERN.test(p.phone)) add('phone', `${prefix}${M.mobileFormat}`);
  return errors;
}

function partyErrors(p: TSignParty, field: string, label: string): TIdentityError[] {
  if (p.type !== SIGN_PARTY_TYPE.company) return personErrors(p, field, label, '');
  const errors: TIdentityError[] = [];
  const add = (name: string, message: string) => errors.push({ field: `${field}.${name}`, label, message });
  if (!p.name) add('name', M.companyRequired);
  const certNo = p.certNo.toUpperCase();
  if (!certNo) add('certNo', M.orgCodeRequired);
  else if (!isBusinessLicence(certNo)) add('certNo', M.orgCodeFormat);
  if (!p.phone) add('phone', M.mobileRequired);
  else if (!MOBILE_PATTERN.test(p.phone)) add('phone', M.mobileFormat);
  return errors;
}

/**
 * Every wrong identity field of the parties, their agents and co-owners, in page order (甲方, its
 * agent, its co-owners, then 乙方 …): names required, ID numbers with the GB 11643 checksum, mobiles,
 * and for a company its name and business licence number (seed 000 §5, §6).
 */
export function identityErrors(content: TSignContent): TIdentityError[] {
  const errors: TIdentityError[] = [];
  for (const side of SIDES) {
    const party = side.key === 'A' ? content.partyA : content.partyB;
    const agent = side.key === 'A' ? content.agentA : content.agentB;
    const coowners = side.key === 'A' ? content.partyACoowner : content.partyBCoowner;
    errors.push(...partyErrors(party, `party${side.key}`, side.name));
    if (agent) errors.push(...personErrors(agent, `agent${side.key}`, `${side.name}代理人`, '代理人'));
    coowners.forEach((c, i) => {
      errors.push(...personErrors(c, `party${side.key}Coowner.${i}`, `${side.name}共有人${i + 1}`, '共有人'));
    });
  }
  return errors;
}

/** The ID numbers and licence numbers upper-cased, as they are checked and kept. */
export function normaliseIdentities(content: TSignContent): TSignContent {
  const up = <T extends TSignPerson>(p: T): T => ({ ...p, certNo: p.certNo.toUpperCase() });
  return {
    ...content,
    partyA: up(content.partyA),
    partyB: up(content.partyB),
    agentA: content.agentA ? up(content.agentA) : null,
    agentB: content.agentB ? up(content.agentB) : null,
    partyACoowner: content.partyACoowner.map(up),
    partyBCoowner: content.partyBCoowner.map(up),
  };
}
