import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { CUSTOMER_ATTRIBUTION, CUSTOMER_CONFIRM, TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { call } from '../../platform/api.ts';
import { dialog } from '../../platform/dialog.tsx';
import { nav } from '../../platform/nav.ts';
import { openOrgPicker } from '../org/org-picker.ts';
import { customerApi as api, useCustomerAction } from './customer.queries.ts';

/**
 * The pool moves and deal of one customer, each behind the seeds' confirm prompt (seed 001 §5):
 * 转为公客, 拣入私客, assignment to a colleague (org picker within the caller's scope), 成交 / 取消成交
 * and delete (then back to the list).
 */
export function useCustomerMoves(c: TCustomerDetail | undefined) {
  const customerId = c?.customerId ?? 0;
  const isPublic = c?.customerAttribution === CUSTOMER_ATTRIBUTION.public;
  const body = { customerId };

  const explain = { explainRefusal: true };
  const refusals = { loading: '处理中…', handle: [CODE.invalid] };
  const toPublic = useCustomerAction(() => call(api.customerToPublic, { body }, refusals), explain);
  const pickUp = useCustomerAction(() => call(api.customerPickUp, { body }, refusals), explain);
  const assign = useCustomerAction(
    (userId: number) =>
      call(
        isPublic ? api.publicCustomerAssignment : api.customerAssignment,
        { body: { customerId, userId } },
        refusals,
      ),
    explain,
  );
  const deal = useCustomerAction(
    (status: number) => call(api.customerTransactionStatus, { body: { customerId, status } }, refusals),
    explain,
  );
  const remove = useCustomerAction(
    () => call(isPublic ? api.publicCustomerDelete : api.customerDelete, { body }, { loading: '删除中…' }),
    { back: true },
  );

  const confirmed = async (content: string) => (await dialog.confirm({ content })) === 'confirm';

  return {
    busy: toPublic.isPending || pickUp.isPending || assign.isPending || deal.isPending || remove.isPending,
    async toPublic() {
      if (await confirmed(CUSTOMER_CONFIRM.toPublic)) toPublic.mutate(undefined);
    },
    async pickUp() {
      if (await confirmed(CUSTOMER_CONFIRM.pickUp)) pickUp.mutate(undefined);
    },
    async assign() {
      if (!c) return;
      const pick = await openOrgPicker({
        mode: 'user',
        title: '选择分配的同事',
        appType: APP_TYPE.customer,
        excludeUserIds: c.userId ? [c.userId] : [],
      });
      const user = pick?.users[0];
      if (!user) return;
      if (await confirmed(`是否确定将客户「${c.customerInfo[0]?.name ?? ''}」分配给${user.userName}？`))
        assign.mutate(user.userId);
    },
    async toggleDeal() {
      if (!c) return;
      const dealt = c.transactionStatus === TRANSACTION_STATUS.deal;
      if (await confirmed(dealt ? CUSTOMER_CONFIRM.cancelDeal : CUSTOMER_CONFIRM.deal)) {
        deal.mutate(dealt ? TRANSACTION_STATUS.none : TRANSACTION_STATUS.deal);
      }
    },
    async remove() {
      if (await confirmed(CUSTOMER_CONFIRM.delete)) remove.mutate(undefined);
    },
    edit() {
      nav.navigateTo(`pages/customer/operation?customerId=${customerId}`);
    },
  };
}
