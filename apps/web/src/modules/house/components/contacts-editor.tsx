import { CONTACT_LEVELS, CONTACTS_MAX } from '@awb/contract/housing-options';
import { Input } from 'antd-mobile';
import { AddCircleOutline, MinusCircleOutline } from 'antd-mobile-icons';
import { newContact, type TContactRow } from '../listing-form.ts';
import styles from './contacts-editor.module.css';

type TProps = { value: TContactRow[]; onChange: (rows: TContactRow[]) => void };

/** 业主联系人: up to five rows of name, 先生/女士 and phone; the first row cannot be removed. */
export function ContactsEditor({ value, onChange }: TProps) {
  const update = (index: number, patch: Partial<TContactRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className={styles.contacts}>
      {value.map((row, index) => (
        // Rows have no id of their own; their order is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.row}>
          <div className={styles.line}>
            <span className={styles.label}>{index === 0 ? '业主' : `联系人${index + 1}`}</span>
            <Input
              className={styles.name}
              placeholder="姓名"
              value={row.name}
              maxLength={20}
              onChange={(name) => update(index, { name })}
              aria-label={`联系人${index + 1}姓名`}
            />
            <div className={styles.levels}>
              {CONTACT_LEVELS.map((level) => (
                <button
                  key={level}
                  type="button"
                  aria-pressed={row.level === level}
                  className={row.level === level ? styles.levelOn : styles.level}
                  onClick={() => update(index, { level })}
                >
                  {level}
                </button>
              ))}
            </div>
            {index > 0 ? (
              <button
                type="button"
                className={styles.remove}
                aria-label="删除联系人"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <MinusCircleOutline />
              </button>
            ) : null}
          </div>
          <div className={styles.line}>
            <span className={styles.label}>电话</span>
            <Input
              className={styles.phone}
              placeholder="手机号或座机号"
              type="tel"
              value={row.phone}
              maxLength={20}
              onChange={(phone) => update(index, { phone: phone.replace(/[^\d-]/g, '') })}
              aria-label={`联系人${index + 1}电话`}
            />
          </div>
        </div>
      ))}
      {value.length < CONTACTS_MAX ? (
        <button type="button" className={styles.add} onClick={() => onChange([...value, newContact()])}>
          <AddCircleOutline /> 添加联系人
        </button>
      ) : null}
    </div>
  );
}
