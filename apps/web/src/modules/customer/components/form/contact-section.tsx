import { CUSTOMER_LIMITS } from '@awb/contract/customer-enums';
import { Form, Input, Selector } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { requiredLabel } from '../../../../ui/required-label.tsx';
import type { TContactValues } from '../../customer-form-values.ts';
import styles from './form.module.css';

type TProps = { value: TContactValues[]; onChange: (value: TContactValues[]) => void };

const SEXES = [
  { value: 1, label: '先生' },
  { value: 2, label: '女士' },
];

/** 联系人: name, 先生 / 女士, phone; the first is the customer, more may be added (family, partner). */
export function ContactSection({ value, onChange }: TProps) {
  const update = (index: number, patch: Partial<TContactValues>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <section className={styles.card}>
      <div className={styles.cardTitle}>
        联系人<small>电话重复时会提示该客户的维护人</small>
      </div>
      {value.map((contact, index) => (
        // Contacts have no id of their own; their order is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.contact}>
          {value.length > 1 ? (
            <div className={styles.contactHead}>
              <span>{index === 0 ? '主联系人' : `联系人${index + 1}`}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                删除
              </button>
            </div>
          ) : null}
          <Form.Item label={requiredLabel('姓名')} required data-field={`customerInfo.${index}.name`}>
            <Input
              placeholder="请输入客户姓名"
              value={contact.name}
              maxLength={CUSTOMER_LIMITS.nameLength}
              onChange={(name) => update(index, { name })}
              aria-label={index === 0 ? '客户姓名' : `联系人${index + 1}姓名`}
            />
          </Form.Item>
          <Form.Item label="性别">
            <Selector
              className={styles.selector}
              columns={2}
              style={{ maxWidth: 180 }}
              showCheckMark={false}
              options={SEXES}
              value={[contact.sex]}
              onChange={(v) => {
                if (v[0] !== undefined) update(index, { sex: v[0] });
              }}
            />
          </Form.Item>
          <Form.Item
            label={requiredLabel('电话')}
            required
            data-field={`customerInfo.${index}.phone customerInfo.${index}${index === 0 ? ' customerInfo' : ''}`}
          >
            <Input
              type="tel"
              inputMode="tel"
              placeholder="手机号或固话"
              value={contact.phone}
              maxLength={20}
              onChange={(phone) => update(index, { phone: phone.replace(/[^\d*-]/g, '') })}
              aria-label={index === 0 ? '客户电话' : `联系人${index + 1}电话`}
            />
          </Form.Item>
        </div>
      ))}
      {value.length < CUSTOMER_LIMITS.contacts ? (
        <button
          type="button"
          className={styles.addLine}
          onClick={() => onChange([...value, { name: '', phone: '', sex: 1 }])}
        >
          <AddOutline /> 添加联系人
        </button>
      ) : null}
    </section>
  );
}
