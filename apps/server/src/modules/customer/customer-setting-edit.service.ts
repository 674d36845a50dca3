import type { TCustomerSetting } from '@awb/contract/customer-setting';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { customerSettingCache, customerSettingService } from './customer-setting.service.ts';

/** getCustomerSetting and customerSettingEdit: saving recomputes every private customer's out date. */
export class CustomerSettingEditService {
  constructor(private readonly deps: TDeps) {}

  get(ctx: TRequestContext): Promise<TCustomerSetting> {
    return customerSettingService.get(this.deps.db, ctx.companyId);
  }

  async save(ctx: TRequestContext, setting: TCustomerSetting): Promise<void> {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      await customerSettingService.save(tx, ctx.companyId, ctx.userId, setting, clock.now());
      await customerSettingService.recomputeOutDue(tx, ctx.companyId, setting);
    });
    customerSettingCache(this.deps).forget(ctx.companyId);
  }
}
