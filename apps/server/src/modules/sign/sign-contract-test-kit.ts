import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import type { TSignContentInput } from '@awb/contract/sign-contract';
import { SIGN_PARTY_TYPE, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import { and, eq, isNull } from 'drizzle-orm';
import { DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { demoSaleValues } from '../../db/seed/demo-sign-contracts.ts';
import { companySignTemplates } from './sign.table.ts';

/** Helpers of the signing contract tests (not used by the app). */

/** Valid made-up people (ID checksums right). */
export const PEOPLE = {
  seller: { name: '赵敏', certNo: '11010519491231002X', phone: '13911110001' },
  buyer: { name: '钱程', certNo: '44030519900101123X', phone: '13911110002' },
  agent: { name: '孙悟', certNo: '320102198808084569', phone: '13911110003' },
  coowner: { name: '李四', certNo: '33010619800312003X', phone: '13911110004' },
};
export const LICENCE = '91330108MA2J4P6Q0T';

/** A sale contract's content that passes every rule (parties only: no signing body needed). */
export function saleContent(over: Partial<TSignContentInput> = {}, values: Record<string, unknown> = {}) {
  const house = { houseName: '西溪花园', houseBuilding: '3幢', houseRoomNo: '1201', ...pickHouse(over) };
  return {
    signatureType: SIGNATURE_TYPE.partiesOnly,
    ...house,
    partyA: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.seller },
    partyB: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.buyer },
    ...over,
    values: { ...demoSaleValues(house), ...values },
  };
}

function pickHouse(over: Partial<TSignContentInput>) {
  return Object.fromEntries(
    (['houseName', 'houseBuilding', 'houseRoomNo'] as const)
      .filter((k) => over[k] !== undefined)
      .map((k) => [k, over[k]]),
  );
}

/** The company's live template of a box type (its boxid), put up if another test took it down. */
export async function boxOf(t: TTestApp, companyId: number, boxType: number = SIGN_BOX_TYPE.sale): Promise<number> {
  const [row] = await t.db
    .select()
    .from(companySignTemplates)
    .where(
      and(
        eq(companySignTemplates.companyId, companyId),
        eq(companySignTemplates.boxType, boxType),
        isNull(companySignTemplates.deletedAt),
      ),
    );
  if (!row) throw new Error(`company ${companyId} has no template of box type ${boxType}`);
  if (row.state !== TEMPLATE_STATE.up && companyId === DEMO.companyA.id) {
    await t.db
      .update(companySignTemplates)
      .set({ state: TEMPLATE_STATE.up })
      .where(eq(companySignTemplates.id, row.id));
  }
  return row.id;
}
