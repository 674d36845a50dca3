import { CODE } from '@awb/contract/common/codes';
import type { TOrderPayment, TRechargeOrder } from '@awb/contract/recharge.contract';
import { ORDER_STATE, PAY_CHANNEL, PAY_CHANNEL_NAMES, RECHARGE_PAGE, yuan } from '@awb/contract/recharge-constants';
import { Button, List, Radio, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api.ts';
import { nav } from '../../../platform/nav.ts';
import { safeHttpUrl } from '../../../platform/safe-url.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { PayPanel } from '../components/pay-panel.tsx';
import { rechargeCalls, useOrder, useRefreshAfterPayment } from '../recharge.queries.ts';
import { monthsLabel } from '../recharge-format.ts';
import styles from './recharge.module.css';

const CHANNELS = [PAY_CHANNEL.wechat, PAY_CHANNEL.alipay];

function Summary({ order }: { order: TRechargeOrder }) {
  return (
    <List className={styles.panel} header="订单信息">
      <List.Item extra={order.planName}>套餐</List.Item>
      <List.Item extra={order.appNames.join('、')}>包含应用</List.Item>
      <List.Item extra={`${monthsLabel(order.months)} · ${order.seats}个账号`}>时长</List.Item>
      {order.signContracts > 0 ? <List.Item extra={`${order.signContracts}份`}>电子合同</List.Item> : null}
      <List.Item extra={<span className={styles.price}>{yuan(order.amount)}</span>}>订单金额</List.Item>
      <List.Item extra={order.orderNo}>订单号</List.Item>
      <List.Item extra={order.createdAt}>下单时间</List.Item>
      <List.Item extra={order.userName}>下单人</List.Item>
      {order.paidAt ? <List.Item extra={`${order.payChannelName} ${order.paidAt}`}>支付</List.Item> : null}
    </List>
  );
}

function Outcome({ order }: { order: TRechargeOrder }) {
  if (order.state === ORDER_STATE.paid) {
    return (
      <>
        <Result status="success" title="支付成功" description="套餐已生效，可立即使用" />
        <List className={styles.panel} header="应用有效期">
          {order.granted.map((g) => (
            <List.Item key={g.appType} extra={`至 ${g.expire}`}>
              {g.appName}
            </List.Item>
          ))}
        </List>
      </>
    );
  }
  if (order.state === ORDER_STATE.closed) {
    return <Result status="warning" title="订单已关闭" description="超过30分钟未支付，订单已自动关闭，请重新下单" />;
  }
  if (order.state === ORDER_STATE.refunded) {
    return <Result status="info" title="订单已退款" description="款项已原路退回" />;
  }
  return (
    <Result status="waiting" title="待支付" description={`请在 ${order.payBefore} 前完成支付，逾期订单自动关闭`} />
  );
}

/** 订单详情 (buy now): the order, 去支付 through the gateway, the wait for its result, then success or closed. */
function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const [payment, setPayment] = useState<TOrderPayment | null>(null);
  const [channel, setChannel] = useState<number>(PAY_CHANNEL.wechat);
  const [unavailable, setUnavailable] = useState('');
  const [busy, setBusy] = useState(false);
  const order = useOrder(orderNo, payment !== null);
  const refresh = useRefreshAfterPayment();
  const state = order.data?.state;
  const pending = state === ORDER_STATE.pending;

  useEffect(() => {
    if (state === ORDER_STATE.paid) void refresh();
  }, [state, refresh]);

  const pay = async () => {
    setBusy(true);
    setUnavailable('');
    try {
      const { data } = await rechargeCalls.pay(orderNo, channel);
      setPayment(data);
      const link = safeHttpUrl(data.payUrl);
      if (link) window.open(link, '_blank', 'noopener');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === CODE.serviceUnavailable) setUnavailable(error.message);
      else void order.refetch();
    } finally {
      setBusy(false);
    }
  };

  const footer = pending ? (
    <div className={styles.bar}>
      <div className={styles.barTotal}>
        应付 <span className={styles.price}>{yuan(order.data?.amount ?? 0)}</span>
      </div>
      <Button color="primary" loading={busy} onClick={() => void pay()}>
        {payment || (order.data?.payChannel ?? 0) > 0 ? '继续支付' : '去支付'}
      </Button>
    </div>
  ) : undefined;

  return (
    <PageShell title="订单详情" background="#f5f6f8" footer={footer}>
      <QueryView query={order}>
        {(data) => (
          <>
            <Outcome order={data} />
            {pending ? (
              <List className={styles.panel} header="支付方式">
                <List.Item>
                  <Radio.Group value={channel} onChange={(v) => setChannel(Number(v))}>
                    <div className={styles.channels}>
                      {CHANNELS.map((c) => (
                        <Radio key={c} value={c}>
                          {PAY_CHANNEL_NAMES[c]}
                        </Radio>
                      ))}
                    </div>
                  </Radio.Group>
                </List.Item>
              </List>
            ) : null}
            {pending && unavailable ? (
              <div className={styles.alert} role="alert">
                {unavailable}
              </div>
            ) : null}
            {pending && payment ? <PayPanel payment={payment} /> : null}
            <Summary order={data} />
            {pending ? null : (
              <div className={styles.actions}>
                {data.state === ORDER_STATE.closed ? (
                  <Button block color="primary" onClick={() => nav.redirectTo(RECHARGE_PAGE.detail)}>
                    重新购买
                  </Button>
                ) : null}
                <Button block color="primary" fill="outline" onClick={() => nav.redirectTo(RECHARGE_PAGE.index)}>
                  返回充值中心
                </Button>
                <Button block fill="none" onClick={() => nav.navigateTo(RECHARGE_PAGE.record)}>
                  查看购买记录
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(OrderDetailPage, '订单详情', [{ name: 'orderNo', kind: 'text' }]);
