import { CUSTOMER_RECORD_TYPE, TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import type { TExecutor } from '../../platform/db/db.ts';
import { customerRepository } from './customer.repository.ts';
import { addChangeRecord } from './customer-record.ts';
import { customerSettingService } from './customer-setting.service.ts';

type TActor = { companyId: number; userId: number };

/**
 * What other modules may do to a customer inside their own transaction (a module owns its tables:
 * docs/customer.md). Today one thing: a deal closed elsewhere (a contract that reached 完成) marks
 * the customer 已成交.
 */
export const customerDealService = {
  /**
   * The company's first live customer with `phone` among `customerTypes` (in that order) becomes
   * 已成交, as a deal marked by hand: dealAt, its out-to-public date recomputed (the `deal` rule's
   * days start) and a change record reading `content`. Nothing when none matches or it is already
   * dealt. Answers the customer's id when it changed.
   */
  async markDealtByPhone(
    tx: TExecutor,
    actor: TActor,
    match: { phone: string; customerTypes: number[] },
    content: string,
    at: Date,
  ): Promise<number | null> {
    if (!match.phone) return null;
    for (const customerType of match.customerTypes) {
      const found = await customerRepository.findByPhones(tx, actor.companyId, customerType, [match.phone], undefined);
      if (!found) continue;
      const customer = found.customer;
      if (customer.transactionStatus === TRANSACTION_STATUS.deal) return null;
      await customerRepository.update(tx, actor.companyId, customer.id, {
        transactionStatus: TRANSACTION_STATUS.deal,
        dealAt: at,
        updatedAt: at,
      });
      const setting = await customerSettingService.get(tx, actor.companyId);
      await customerSettingService.recomputeOutDue(tx, actor.companyId, setting, [customer.id]);
      await addChangeRecord(tx, {
        companyId: actor.companyId,
        customerId: customer.id,
        userId: actor.userId,
        type: CUSTOMER_RECORD_TYPE.deal,
        content,
        at,
      });
      return customer.id;
    }
    return null;
  },
};
