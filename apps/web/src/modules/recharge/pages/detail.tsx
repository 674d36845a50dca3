import { APP_NAMES, GATED_APPS } from '@awb/contract/common/apps';
import type { TRechargePlan } from '@awb/contract/recharge.contract';
import { RECHARGE_PAGE, yuan } from '@awb/contract/recharge-constants';
import { Button, CapsuleTabs, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../../platform/api.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { rechargeCalls, usePlans } from '../recharge.queries.ts';
import { monthsLabel, savingLabel } from '../recharge-format.ts';
import styles from './recharge.module.css';

const FILTERS: number[] = [0, ...GATED_APPS];

function PlanCard({ plan, chosen, onChoose }: { plan: TRechargePlan; chosen: boolean; onChoose: () => void }) {
  const saving = savingLabel(plan.price, plan.originalPrice);
  return (
    <button type="button" className={styles.plan} aria-pressed={chosen} onClick={onChoose}>
      {plan.tag ? <span className={styles.planTag}>{plan.tag}</span> : null}
      <div className={styles.planName}>{plan.name}</div>
      {plan.description ? <div className={styles.planDesc}>{plan.description}</div> : null}
      <div className={styles.planApps}>
        {plan.appNames.map((name) => (
          <Tag key={name} color="primary" fill="outline">
            {name}
          </Tag>
        ))}
        {plan.signContracts > 0 ? (
          <Tag color="warning" fill="outline">
            {plan.signContracts}份电子合同
          </Tag>
        ) : null}
      </div>
      <div className={styles.planPrice}>
        <span className={styles.price}>{yuan(plan.price)}</span>
        {plan.originalPrice > plan.price ? <span className={styles.original}>{yuan(plan.originalPrice)}</span> : null}
        {saving ? <span className={styles.saving}>{saving}</span> : null}
        <span className={styles.meta}>
          {monthsLabel(plan.months)} · {plan.seats}个账号
        </span>
      </div>
    </button>
  );
}

/** 选择套餐: the plans on sale (all, or those that open one app); 立即购买 places the order. */
export default function RechargeDetailPage() {
  const [params] = useSearchParams();
  const initial = Number(params.get('appType') ?? 0);
  const [appType, setAppType] = useState(FILTERS.includes(initial) ? initial : 0);
  const [chosenId, setChosenId] = useState(0);
  const [busy, setBusy] = useState(false);
  const plans = usePlans(appType);
  const chosen = plans.data?.find((p) => p.planId === chosenId);
  // One key per chosen plan: a double tap of 立即购买 places one order.
  const idempotencyKey = useMemo(() => (chosenId ? newIdempotencyKey() : ''), [chosenId]);

  const buy = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const order = await rechargeCalls.createOrder(chosen.planId, idempotencyKey);
      nav.navigateTo(withQuery(RECHARGE_PAGE.orderDetail, { orderNo: order.data.orderNo }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell
      title="选择套餐"
      background="#f5f6f8"
      footer={
        <div className={styles.bar}>
          <div className={styles.barTotal}>
            {chosen ? (
              <>
                合计 <span className={styles.price}>{yuan(chosen.price)}</span>
              </>
            ) : (
              '请选择套餐'
            )}
          </div>
          <Button color="primary" disabled={!chosen} loading={busy} onClick={() => void buy()}>
            立即购买
          </Button>
        </div>
      }
    >
      <CapsuleTabs
        className={styles.filter}
        activeKey={String(appType)}
        onChange={(key) => {
          setAppType(Number(key));
          setChosenId(0);
        }}
      >
        {FILTERS.map((a) => (
          <CapsuleTabs.Tab key={String(a)} title={a === 0 ? '全部' : (APP_NAMES[a] ?? '')} />
        ))}
      </CapsuleTabs>
      <QueryView
        query={plans}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="暂无可购买的套餐" description="请联系客服了解更多套餐" />}
      >
        {(rows) => (
          <div className={styles.plans}>
            {rows.map((plan) => (
              <PlanCard
                key={plan.planId}
                plan={plan}
                chosen={plan.planId === chosenId}
                onChoose={() => setChosenId(plan.planId)}
              />
            ))}
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}
