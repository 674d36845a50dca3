import { Form, Input } from 'antd-mobile';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit?: string;
  required?: boolean;
  placeholder?: string;
};

/** A number row (money in 元, an area in ㎡): digits and one point only, two decimals at most. */
export function NumberRow({ label, value, onChange, unit = '元', required, placeholder }: TProps) {
  return (
    <Form.Item label={label} required={required} extra={unit}>
      <Input
        type="text"
        inputMode="decimal"
        placeholder={placeholder ?? `请输入${label}`}
        value={value}
        maxLength={14}
        aria-label={label}
        onChange={(v) => {
          const cleaned = v.replace(/[^\d.]/g, '');
          if (/^\d*(\.\d{0,2})?$/.test(cleaned)) onChange(cleaned);
        }}
      />
    </Form.Item>
  );
}
