import {
  CUSTOMER_TYPE,
  HOUSE_AGE_NAMES,
  HOUSE_KIND_NAMES,
  NEED_NAMES,
  PAYMENT_METHOD_NAMES,
  RENOVATION_NAMES,
  ROOM_FILTER,
  USES_NAMES,
} from '@awb/contract/customer-enums';
import { PRICE_UNIT } from '@awb/contract/customer-form';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { InfoCard } from '../components/info-card.tsx';
import { MatchList } from '../components/match-list.tsx';
import { useCustomerDetail } from '../customer.queries.ts';
import { rangeText } from '../customer-format.ts';
import styles from './detail-intention.module.css';

const option = (names: Record<number, string>, value: number) => (value ? (names[value] ?? '') : '不限');

/** 购房意向 / 租房意向 (pages/customer/detail-intention?customerId=): the intention and the listings it fits. */
function DetailIntentionPage() {
  const [params] = useSearchParams();
  const detail = useCustomerDetail(Number(params.get('customerId')) || 0);
  const rent = detail.data?.customerType === CUSTOMER_TYPE.rent;
  return (
    <PageShell title={rent ? '租房意向' : '购房意向'}>
      <QueryView query={detail}>{(c) => <Intention customer={c} />}</QueryView>
    </PageShell>
  );
}

function Intention({ customer: c }: { customer: TCustomerDetail }) {
  const unit = PRICE_UNIT[c.customerType] ?? '万';
  const buying = c.customerType !== CUSTOMER_TYPE.rent;
  const room = ROOM_FILTER.find((r) => r.value === c.room)?.label ?? '不限';
  const price = rangeText(c.price, c.tprice, unit);
  const area = rangeText(c.area, c.tarea, '㎡');
  return (
    <>
      <section className={styles.keys}>
        <div>
          <strong>{price || '不限'}</strong>
          <span>{buying ? '总价' : '租金'}</span>
        </div>
        <div>
          <strong>{area || '不限'}</strong>
          <span>面积</span>
        </div>
        <div>
          <strong>{room}</strong>
          <span>户型</span>
        </div>
      </section>
      <InfoCard
        title="意向位置"
        rows={[
          { label: '意向城市', value: c.cityName },
          { label: '意向区域', value: c.regionNames.join('、') },
          {
            label: '意向小区',
            value: c.communityList.length ? (
              <span className={styles.chips}>
                {c.communityList.map((x) => (
                  <span key={x.communityId}>{x.communityName}</span>
                ))}
              </span>
            ) : (
              ''
            ),
          },
        ]}
      />
      <InfoCard
        title="更多要求"
        rows={[
          { label: '楼层', value: rangeText(c.floor, c.tfloor, '层') || '不限' },
          { label: '物业类型', value: option(HOUSE_KIND_NAMES, c.houseType) },
          { label: '装修', value: option(RENOVATION_NAMES, c.renovation) },
          { label: '电梯', value: option(NEED_NAMES, c.elevator) },
          { label: '车位', value: option(NEED_NAMES, c.houseGarage) },
          ...(c.customerType === CUSTOMER_TYPE.sell
            ? [{ label: '房龄', value: option(HOUSE_AGE_NAMES, c.houseAge) }]
            : []),
          { label: '用途', value: option(USES_NAMES, c.uses) },
          { label: '付款方式', value: option(PAYMENT_METHOD_NAMES, c.paymentMethod) },
          ...(buying ? [{ label: '首付预算', value: c.downPayments === null ? '' : `${c.downPayments}万` }] : []),
        ]}
        extra={
          c.actions.edit ? (
            <button
              type="button"
              className={styles.edit}
              onClick={() => nav.navigateTo(withQuery('pages/customer/operation', { customerId: c.customerId }))}
            >
              修改意向
            </button>
          ) : undefined
        }
      />
      <div className={styles.section}>匹配房源</div>
      <MatchList customerId={c.customerId} />
    </>
  );
}

export default withRequiredParams(DetailIntentionPage, '购房意向', ['customerId']);
