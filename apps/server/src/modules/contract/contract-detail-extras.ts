import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_PERMISSION, contractEditPermission } from '@awb/contract/contract.contract';
import { CONTRACT_STATES, CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { CustomerService } from '../customer/customer.service.ts';
import { houseCode } from '../housing/housing-format.ts';
import { peopleByIds } from '../housing/housing-people.ts';
import { listingLookup } from '../housing/listing-lookup.ts';
import { departmentRepository } from '../org/department.repository.ts';
import type { TContractDbRow } from './contract.repository.ts';
import { isClosed } from './contract-records.ts';
import type { TDetailExtras } from './contract-view.ts';

/**
 * What a contract's detail shows beyond its row: names of its people and department, its listing's
 * code, its customer's name (only when the caller may open that customer), and what the caller may do.
 */
export async function detailExtras(deps: TDeps, ctx: TRequestContext, row: TContractDbRow): Promise<TDetailExtras> {
  const { db } = deps;
  const people = await peopleByIds(db, ctx.companyId, [row.userId, row.createdBy]);
  const dept = row.deptId ? (await departmentRepository.all(db, ctx.companyId)).find((d) => d.id === row.deptId) : null;
  const listing = row.houseId
    ? (await listingLookup.byIds(db, ctx.companyId, [row.houseId])).get(row.houseId)
    : undefined;
  const customer = row.customerId
    ? (await new CustomerService(deps).visibleByIds(db, ctx, [row.customerId])).get(row.customerId)
    : undefined;
  const editable = can(ctx, contractEditPermission(row.contractType));
  const open = !isClosed(row) || ctx.isManager;
  return {
    people,
    deptName: dept?.name ?? '',
    houseCode: listing ? houseCode(listing.type, listing.houseId) : '',
    customerName: customer?.customer.name ?? '',
    phoneVisible: ctx.isManager || row.userId === ctx.userId || editable,
    actions: {
      edit: editable && open,
      delete:
        open &&
        can(
          ctx,
          row.contractType === CONTRACT_TYPE.rent ? CONTRACT_PERMISSION.rentDelete : CONTRACT_PERMISSION.saleDelete,
        ),
      states: open
        ? (CONTRACT_STATES[row.contractType] ?? [])
            .filter((s) => s.value !== row.state && can(ctx, { appType: APP_TYPE.contract, itemId: s.oaItemId }))
            .map((s) => s.value)
        : [],
      pictures: editable,
      followUp: true,
    },
  };
}
