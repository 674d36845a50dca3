import { Form, Selector } from 'antd-mobile';
import { requiredLabel } from '../../../../ui/required-label.tsx';
import { optionsOf } from '../../customer-options.ts';
import styles from './form.module.css';

type TProps = {
  label: string;
  names: Record<number, string>;
  value: number;
  onChange: (value: number) => void;
  /** Only these codes (payment methods of a type). */
  only?: readonly number[];
  columns?: number;
  required?: boolean;
};

/** A single choice shown as chips under its label (装修, 电梯, 付款方式 …): one tap, no sheet. */
export function OptionRow({ label, names, value, onChange, only, columns = 4, required }: TProps) {
  return (
    <Form.Item label={requiredLabel(label, required)} layout="vertical" required={required}>
      <Selector
        className={styles.selector}
        columns={columns}
        showCheckMark={false}
        options={optionsOf(names, only)}
        value={[value]}
        onChange={(v) => {
          if (v[0] !== undefined) onChange(v[0]);
        }}
      />
    </Form.Item>
  );
}
