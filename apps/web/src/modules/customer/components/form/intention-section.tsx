import {
  CUSTOMER_LIMITS,
  CUSTOMER_TYPE,
  HOUSE_AGE_NAMES,
  HOUSE_KIND_NAMES,
  NEED_NAMES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS_OF_TYPE,
  RENOVATION_NAMES,
  ROOM_FILTER,
  USES_NAMES,
} from '@awb/contract/customer-enums';
import { PRICE_UNIT } from '@awb/contract/customer-form';
import { Form, Input } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { TCustomerFormValues } from '../../customer-form-values.ts';
import { RangeInput } from '../range-input.tsx';
import styles from './form.module.css';
import { OptionRow } from './option-row.tsx';
import { RegionField } from './region-field.tsx';

type TProps = {
  values: TCustomerFormValues;
  set: (patch: Partial<TCustomerFormValues>) => void;
  onAddCommunity: () => void;
};

/** ROOM_FILTER's codes with labels short enough for one row of chips. */
const ROOM_NAMES: Record<number, string> = Object.fromEntries(
  ROOM_FILTER.map((r) => [r.value, r.value === 0 ? '不限' : r.value === 4 ? '4室+' : `${r.value}室`]),
);

/** 意向需求: what the customer wants — layout, size, budget, floors, places, and the finer points. */
export function IntentionSection({ values, set, onAddCommunity }: TProps) {
  const type = values.customerType;
  const buying = type !== CUSTOMER_TYPE.rent;
  return (
    <>
      <section className={styles.card}>
        <div className={styles.cardTitle}>
          意向需求<small>用于匹配房源</small>
        </div>
        <OptionRow label="户型" names={ROOM_NAMES} value={values.room} onChange={(room) => set({ room })} columns={5} />
        <Form.Item label={buying ? '总价' : '租金'} data-field="price tprice">
          <RangeInput
            unit={PRICE_UNIT[type] ?? '万'}
            decimal
            value={values.price}
            onChange={(price) => set({ price })}
            placeholders={[buying ? '最低价' : '最低租金', buying ? '最高价' : '最高租金']}
          />
        </Form.Item>
        <Form.Item label="面积" data-field="area tarea">
          <RangeInput
            unit="㎡"
            decimal
            value={values.area}
            onChange={(area) => set({ area })}
            placeholders={['最小面积', '最大面积']}
          />
        </Form.Item>
        <Form.Item label="楼层" data-field="floor tfloor">
          <RangeInput
            unit="层"
            value={values.floor}
            onChange={(floor) => set({ floor })}
            placeholders={['最低楼层', '最高楼层']}
          />
        </Form.Item>
        <RegionField
          city={values.city}
          region={values.region}
          max={CUSTOMER_LIMITS.regions}
          onChange={(city, region) => set({ city, region })}
        />
        <Form.Item label="意向小区" layout="vertical">
          <div className={styles.chips}>
            {values.community.map((c) => (
              <span key={c.communityId} className={styles.chip}>
                {c.name}
                <button
                  type="button"
                  aria-label={`移除${c.name}`}
                  onClick={() => set({ community: values.community.filter((x) => x.communityId !== c.communityId) })}
                >
                  <CloseOutline />
                </button>
              </span>
            ))}
            {values.community.length < CUSTOMER_LIMITS.communities ? (
              <button type="button" className={styles.chipAdd} onClick={onAddCommunity}>
                + 添加小区
              </button>
            ) : null}
          </div>
        </Form.Item>
      </section>
      <section className={styles.card}>
        <div className={styles.cardTitle}>
          更多要求<small>选填</small>
        </div>
        <OptionRow
          label="付款方式"
          names={PAYMENT_METHOD_NAMES}
          only={PAYMENT_METHODS_OF_TYPE[type]}
          value={values.paymentMethod}
          onChange={(paymentMethod) => set({ paymentMethod })}
          columns={buying ? 5 : 3}
        />
        {buying ? (
          <Form.Item label="首付预算" extra={<span className={styles.placeholder}>万</span>}>
            <Input
              inputMode="decimal"
              placeholder="请输入首付金额"
              value={values.downPayments}
              onChange={(v) => set({ downPayments: v.replace(/[^\d.]/g, '').slice(0, 12) })}
              aria-label="首付预算"
            />
          </Form.Item>
        ) : null}
        <OptionRow
          label="物业类型"
          names={HOUSE_KIND_NAMES}
          value={values.houseType}
          onChange={(houseType) => set({ houseType })}
        />
        <OptionRow
          label="装修"
          names={RENOVATION_NAMES}
          value={values.renovation}
          onChange={(renovation) => set({ renovation })}
          columns={5}
        />
        <OptionRow
          label="电梯"
          names={NEED_NAMES}
          value={values.elevator}
          onChange={(elevator) => set({ elevator })}
          columns={3}
        />
        <OptionRow
          label="车位"
          names={NEED_NAMES}
          value={values.houseGarage}
          onChange={(houseGarage) => set({ houseGarage })}
          columns={3}
        />
        {type === CUSTOMER_TYPE.sell ? (
          <OptionRow
            label="房龄"
            names={HOUSE_AGE_NAMES}
            value={values.houseAge}
            onChange={(houseAge) => set({ houseAge })}
            columns={3}
          />
        ) : null}
        <OptionRow label="用途" names={USES_NAMES} value={values.uses} onChange={(uses) => set({ uses })} columns={3} />
      </section>
    </>
  );
}
