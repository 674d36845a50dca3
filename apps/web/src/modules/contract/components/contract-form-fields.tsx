import {
  CONTRACT_LIMITS,
  CONTRACT_PARTY_LABELS,
  CONTRACT_TYPE,
  RENT_PAYMENT_NAMES,
  SALE_PAYMENT_NAMES,
} from '@awb/contract/contract-fields';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import form from '../../customer/components/form/form.module.css';
import styles from '../contract.module.css';
import type { TContractForm } from '../contract-form-values.ts';
import { DateRow } from './date-row.tsx';
import { NumberRow } from './number-row.tsx';

type TProps = {
  contractType: number;
  values: TContractForm;
  set: (patch: Partial<TContractForm>) => void;
  onPickHouse: () => void;
  onPickAgent: () => void;
};

const L = CONTRACT_LIMITS;

/** The sections of the add / edit form: 合同信息, 房屋信息, 交易双方, 价格, 佣金与经办. */
export function ContractFormFields({ contractType, values: v, set, onPickHouse, onPickAgent }: TProps) {
  const rent = contractType === CONTRACT_TYPE.rent;
  const payments = Object.entries(rent ? RENT_PAYMENT_NAMES : SALE_PAYMENT_NAMES).map(([value, label]) => ({
    value: Number(value),
    label,
  }));
  const labels = CONTRACT_PARTY_LABELS[contractType] ?? { partyA: '甲方', partyB: '乙方' };
  const text = (label: string, key: keyof TContractForm, max: number, required = false, placeholder?: string) => (
    <Form.Item label={label} required={required}>
      <Input
        placeholder={placeholder ?? `请输入${label}`}
        value={v[key] as string}
        maxLength={max}
        aria-label={label}
        onChange={(value) => set({ [key]: value })}
      />
    </Form.Item>
  );

  return (
    <>
      <section className={form.card}>
        <div className={form.cardTitle}>合同信息</div>
        {text('合同编号', 'contractNo', L.contractNoLength, true, '字母、数字、短横线')}
        <DateRow label="签约日期" value={v.signDate} onChange={(signDate) => set({ signDate })} required />
        <Form.Item label="付款方式" required>
          <Selector
            className={form.selector}
            columns={3}
            showCheckMark={false}
            options={payments}
            value={v.paymentMethod === null ? [] : [v.paymentMethod]}
            onChange={(picked) => set({ paymentMethod: picked[0] ?? null })}
          />
        </Form.Item>
      </section>

      <section className={form.card}>
        <div className={form.cardTitle}>
          房屋信息<small>可关联{rent ? '出租' : '出售'}房源</small>
        </div>
        <Form.Item label="关联房源" onClick={onPickHouse} arrow>
          {v.house ? (
            <span className={styles.linkRow}>
              <span className={form.value}>{v.house.label}</span>
              <button
                type="button"
                className={styles.unlink}
                onClick={(e) => {
                  e.stopPropagation();
                  set({ house: null });
                }}
              >
                取消关联
              </button>
            </span>
          ) : (
            <span className={form.placeholder}>选择房源（选填）</span>
          )}
        </Form.Item>
        {text('小区/楼盘', 'houseName', L.textLength, true, '请输入房屋所在小区或名称')}
        {text('房屋地址', 'houseAddress', L.textLength)}
        {text('楼栋', 'houseBuilding', 20, false, '如 3栋')}
        {text('房号', 'houseRoomNo', 20, false, '如 1202')}
        <NumberRow label="建筑面积" unit="㎡" value={v.houseArea} onChange={(houseArea) => set({ houseArea })} />
      </section>

      <section className={form.card}>
        <div className={form.cardTitle}>交易双方</div>
        {text(labels.partyA, 'partyAName', L.nameLength, true, '请输入姓名')}
        {text(`${labels.partyA.replace(/（.*）/, '')}电话`, 'partyAPhone', 20, false, '手机或固话')}
        {text(labels.partyB, 'partyBName', L.nameLength, true, '请输入姓名')}
        {text(`${labels.partyB.replace(/（.*）/, '')}电话`, 'partyBPhone', 20, false, '手机或固话')}
      </section>

      <section className={form.card}>
        <div className={form.cardTitle}>{rent ? '租金与租期' : '成交与交割'}</div>
        {rent ? (
          <>
            <NumberRow label="月租金" required value={v.monthlyRent} onChange={(monthlyRent) => set({ monthlyRent })} />
            <NumberRow label="押金" value={v.depositRent} onChange={(depositRent) => set({ depositRent })} />
            <DateRow label="起租日期" required value={v.startDate} onChange={(startDate) => set({ startDate })} />
            <DateRow label="到期日期" required value={v.endDate} onChange={(endDate) => set({ endDate })} />
          </>
        ) : (
          <>
            <NumberRow
              label="成交价"
              required
              value={v.transactionPrice}
              onChange={(transactionPrice) => set({ transactionPrice })}
            />
            <NumberRow label="定金" value={v.depositMoney} onChange={(depositMoney) => set({ depositMoney })} />
            <NumberRow label="贷款金额" value={v.loanAmount} onChange={(loanAmount) => set({ loanAmount })} />
            <DateRow
              label="过户日期"
              clearable
              value={v.transferDate}
              onChange={(transferDate) => set({ transferDate })}
            />
            <DateRow
              label="交房日期"
              clearable
              value={v.deliveryDate}
              onChange={(deliveryDate) => set({ deliveryDate })}
            />
          </>
        )}
      </section>

      <section className={form.card}>
        <div className={form.cardTitle}>佣金与经办</div>
        <NumberRow
          label="甲方佣金"
          value={v.partyAAgencyFee}
          onChange={(partyAAgencyFee) => set({ partyAAgencyFee })}
        />
        <NumberRow
          label="乙方佣金"
          value={v.partyBAgencyFee}
          onChange={(partyBAgencyFee) => set({ partyBAgencyFee })}
        />
        <Form.Item label="经办人" onClick={onPickAgent} arrow>
          <span className={v.agent ? form.value : form.placeholder}>{v.agent?.userName ?? '默认为本人'}</span>
        </Form.Item>
        <Form.Item label="备注" layout="vertical">
          <TextArea
            placeholder="其他约定或说明"
            value={v.remark}
            maxLength={L.remarkLength}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            aria-label="备注"
            onChange={(remark) => set({ remark })}
          />
        </Form.Item>
      </section>
    </>
  );
}
