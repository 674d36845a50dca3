import { localDay } from '@awb/contract/common/china-time';
import { DatePicker, Form } from 'antd-mobile';
import { useState } from 'react';
import form from '../../customer/components/form/form.module.css';
import styles from '../contract.module.css';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  /** Offer 清除 for an optional date. */
  clearable?: boolean;
};

/** A form row holding a date (YYYY-MM-DD, '' for none), picked from a wheel. */
export function DateRow({ label, value, onChange, required, placeholder = '请选择', clearable }: TProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form.Item
        label={label}
        required={required}
        onClick={() => setOpen(true)}
        arrow
        extra={
          clearable && value ? (
            <button
              type="button"
              className={styles.unlink}
              onClick={(e) => {
                e.stopPropagation();
                onChange('');
              }}
            >
              清除
            </button>
          ) : undefined
        }
      >
        <span className={value ? form.value : form.placeholder}>{value || placeholder}</span>
      </Form.Item>
      <DatePicker
        visible={open}
        title={label}
        value={value ? new Date(`${value}T00:00:00`) : new Date()}
        min={new Date(2000, 0, 1)}
        max={new Date(2099, 11, 31)}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(localDay(date))}
      />
    </>
  );
}
