import { customerEndpoints as api } from '@awb/contract/customer.contract';
import { TRANSACTION_STATUS } from '@awb/contract/customer-enums';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { Button, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { statesOfType, useCustomerAction, useCustomerDetail, useCustomerSetting } from '../customer.queries.ts';
import { useCustomerMoves } from '../use-customer-actions.ts';
import styles from './update-status.module.css';

/** 修改状态 (pages/customer/update-status?customerId=): a state of the type's list, and 成交 / 取消成交. */
function UpdateStatusPage() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customerId')) || 0;
  const detail = useCustomerDetail(customerId);
  return <QueryView query={detail}>{(c) => <StatusForm customer={c} />}</QueryView>;
}

function StatusForm({ customer: c }: { customer: TCustomerDetail }) {
  const setting = useCustomerSetting();
  const states = statesOfType(setting.data, c.customerType);
  const [state, setState] = useState(c.state);
  const moves = useCustomerMoves(c);
  const dealt = c.transactionStatus === TRANSACTION_STATUS.deal;
  const save = useCustomerAction(
    () => call(api.customerChangeState, { body: { customerId: c.customerId, state } }, { loading: '保存中…' }),
    { back: true },
  );

  return (
    <PageShell
      title="修改状态"
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          style={{ height: 44 }}
          disabled={state === c.state || !c.actions.changeState}
          loading={save.isPending}
          onClick={() => save.mutate(undefined)}
        >
          保存
        </Button>
      }
    >
      <div className={styles.current}>
        当前状态：<strong>{c.stateName || '—'}</strong>
        {dealt ? <span className={styles.deal}>已成交</span> : null}
      </div>
      <List className={styles.list} header="客户状态">
        <Radio.Group value={state} onChange={(v) => setState(Number(v))}>
          {states.map((s) => (
            <List.Item
              key={s.value}
              prefix={<Radio value={s.value} aria-label={s.label} />}
              onClick={() => setState(s.value)}
              arrow={false}
            >
              {s.label}
            </List.Item>
          ))}
        </Radio.Group>
      </List>
      {c.actions.deal ? (
        <section className={styles.dealCard}>
          <div>
            <div className={styles.dealTitle}>{dealt ? '客户已成交' : '客户成交了？'}</div>
            <div className={styles.dealHint}>
              {dealt ? `成交时间 ${c.dealAt.slice(0, 10)}` : '标记成交后，客户不再按规则转为公客'}
            </div>
          </div>
          <Button size="small" shape="rounded" color={dealt ? 'default' : 'success'} onClick={moves.toggleDeal}>
            {dealt ? '取消成交' : '成交'}
          </Button>
        </section>
      ) : null}
    </PageShell>
  );
}

export default withRequiredParams(UpdateStatusPage, '修改状态', ['customerId']);
