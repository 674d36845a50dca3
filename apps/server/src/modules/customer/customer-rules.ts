import { APP_TYPE } from '@awb/contract/common/apps';
import { maskPhone } from '@awb/contract/common/validators';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import { CUSTOMER_MSG, duplicateMessage, type TCustomerContact, upperLimitMessage } from '@awb/contract/customer-form';
import { CUSTOMER_REPEAT, type TCustomerSetting, typeSetting } from '@awb/contract/customer-setting';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { invalid } from '../../platform/errors.ts';
import { ownerScope } from '../org/data-scope.ts';
import { customerRepository } from './customer.repository.ts';
import { customers } from './customer.table.ts';

/** Private customers within the caller's customer data scope. */
export function privateInScope(ctx: TRequestContext): SQL {
  const scope = ownerScope(ctx, APP_TYPE.customer, customers.userId);
  return scope
    ? sql`(${customers.attribution} = ${CUSTOMER_ATTRIBUTION.private} and ${scope})`
    : eq(customers.attribution, CUSTOMER_ATTRIBUTION.private);
}

/** What the caller may open: the public pool and private customers within scope. */
export function visibleTo(ctx: TRequestContext): SQL {
  return sql`(${customers.attribution} = ${CUSTOMER_ATTRIBUTION.public} or ${privateInScope(ctx)})`;
}

/**
 * Serialises the company's customer writes that check counts or phones (dedupe, upper limit), so that
 * two requests at once cannot both pass. Held until the transaction ends.
 */
export async function lockCompanyCustomers(tx: TExecutor, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7302, ${companyId}::int)`);
}

/** The state to store: the given one if the type's list has it, else the list's first. */
export function stateFor(setting: TCustomerSetting, customerType: number, state: number | null): number {
  const states = typeSetting(setting, customerType).states;
  if (state === null) return states[0]?.state ?? 1;
  if (!states.some((s) => s.state === state)) throw invalid(CUSTOMER_MSG.stateInvalid);
  return state;
}

/**
 * Contacts as stored: a masked phone sent back by someone who sees it masked keeps the stored number
 * it stands for; any other masked value is refused.
 */
export function resolveContacts(input: TCustomerContact[], stored: { phone: string }[]): TCustomerContact[] {
  const out = input.map((c) => {
    if (!c.phone.includes('****')) return c;
    const original = stored.find((s) => maskPhone(s.phone) === c.phone);
    if (!original) throw invalid(CUSTOMER_MSG.phoneFormat);
    return { ...c, phone: original.phone };
  });
  const phones = out.map((c) => c.phone);
  if (new Set(phones).size !== phones.length) throw invalid(CUSTOMER_MSG.phoneRepeat);
  return out;
}

/**
 * The dedupe of the setting: among the caller's own private customers, those of the caller's store
 * (the top-level department), or the whole company (both pools). Refuses naming who holds the match.
 */
export async function checkDuplicate(
  db: TExecutor,
  ctx: TRequestContext,
  setting: TCustomerSetting,
  customerType: number,
  phones: string[],
  exceptId?: number,
): Promise<void> {
  if (setting.repeat === CUSTOMER_REPEAT.none) return;
  let within: SQL | undefined;
  const top = ctx.departmentPath?.split('/').filter(Boolean)[0];
  if (setting.repeat === CUSTOMER_REPEAT.agent || (setting.repeat === CUSTOMER_REPEAT.store && !top)) {
    within = sql`(${customers.attribution} = ${CUSTOMER_ATTRIBUTION.private} and ${customers.userId} = ${ctx.userId})`;
  } else if (setting.repeat === CUSTOMER_REPEAT.store) {
    within = sql`(${customers.attribution} = ${CUSTOMER_ATTRIBUTION.private} and ${customers.userId} in (select su.id from users su join departments sd on sd.company_id = su.company_id and sd.id = su.department_id where su.company_id = ${ctx.companyId} and sd.path like ${`/${top}/%`}))`;
  }
  const found = await customerRepository.findByPhones(db, ctx.companyId, customerType, phones, within, exceptId);
  if (!found) return;
  const holder =
    found.customer.attribution === CUSTOMER_ATTRIBUTION.private ? { userName: found.holderName ?? '' } : null;
  throw invalid(duplicateMessage(found.phone, holder, found.customer.name));
}

/** The upper limit of private customers a person may hold; `who` names someone else in the message. */
export async function checkUpperLimit(
  db: TExecutor,
  companyId: number,
  setting: TCustomerSetting,
  userId: number,
  who: string | null,
): Promise<void> {
  if (!setting.upperLimit.selected) return;
  const held = await customerRepository.heldCount(db, companyId, userId);
  if (held >= setting.upperLimit.count) throw invalid(upperLimitMessage(setting.upperLimit.count, who));
}
