import { localDay } from '@awb/contract/common/china-time';
import type { TOption } from '@awb/contract/housing-options';
import { DatePicker, Form, Input, Picker, Selector } from 'antd-mobile';
import { useState } from 'react';
import { requiredLabel } from '../../../ui/required-label.tsx';
import styles from './form-rows.module.css';

const Value = ({ text, placeholder }: { text: string; placeholder: string }) =>
  text ? <span className={styles.value}>{text}</span> : <span className={styles.placeholder}>{placeholder}</span>;

type TTextRow = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  unit?: string;
  required?: boolean;
  maxLength?: number;
  /** decimal: numbers with a point; numeric: whole numbers (a leading minus allowed for floors). */
  mode?: 'text' | 'decimal' | 'numeric';
  onBlur?: () => void;
  extra?: React.ReactNode;
  /** The submit field(s) this row holds, for marking the first invalid one (ui/invalid-field.ts). */
  field?: string;
};

/** A typed value in a form row, with an optional unit (万, ㎡, 层). */
export function TextRow({
  label,
  value,
  onChange,
  placeholder,
  unit,
  required,
  maxLength = 50,
  mode = 'text',
  onBlur,
  extra,
  field,
}: TTextRow) {
  const clean = (v: string) => {
    if (mode === 'decimal') return v.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
    if (mode === 'numeric') return v.replace(/(?!^-)[^\d]/g, '');
    return v;
  };
  return (
    <Form.Item
      label={requiredLabel(label, required)}
      required={required}
      data-field={field}
      extra={unit ? <span className={styles.unit}>{unit}</span> : extra}
    >
      <Input
        value={value}
        onChange={(v) => onChange(clean(v))}
        placeholder={placeholder ?? `请输入${label}`}
        maxLength={maxLength}
        inputMode={mode === 'text' ? undefined : mode}
        onBlur={onBlur}
        aria-label={label}
      />
    </Form.Item>
  );
}

type TOptionRow = {
  label: string;
  options: TOption[];
  value: number;
  onChange: (v: number) => void;
  required?: boolean;
  placeholder?: string;
  field?: string;
};

/** One choice from an option list in a bottom picker; 0 is "not chosen". */
export function OptionRow({ label, options, value, onChange, required, placeholder, field }: TOptionRow) {
  const [open, setOpen] = useState(false);
  const text = options.find((o) => o.value === value)?.label ?? '';
  return (
    <>
      <Form.Item
        label={requiredLabel(label, required)}
        required={required}
        data-field={field}
        arrow
        onClick={() => setOpen(true)}
      >
        <Value text={text} placeholder={placeholder ?? `请选择${label}`} />
      </Form.Item>
      <Picker
        visible={open}
        title={label}
        columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
        value={value ? [value] : []}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange(Number(v[0] ?? 0))}
      />
    </>
  );
}

/** Chips inside a form row (a few options: 私盘/公盘, 有/无, tags). */
export function ChipsRow<V extends number>({
  label,
  options,
  value,
  onChange,
  multiple,
  required,
  columns = 4,
  field,
}: {
  label: string;
  options: { label: string; value: V }[];
  value: V[];
  onChange: (v: V[]) => void;
  multiple?: boolean;
  required?: boolean;
  columns?: number;
  field?: string;
}) {
  return (
    <Form.Item label={requiredLabel(label, required)} required={required} data-field={field} layout="vertical">
      <Selector<V>
        className={styles.selector}
        columns={columns}
        multiple={multiple}
        showCheckMark={false}
        options={options}
        value={value}
        onChange={(v) => onChange(v)}
      />
    </Form.Item>
  );
}

/** A day (YYYY-MM-DD) chosen in a bottom date picker. */
export function DateRow({
  label,
  value,
  onChange,
  required,
  min,
  max,
  field,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  min?: Date;
  max?: Date;
  field?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form.Item
        label={requiredLabel(label, required)}
        required={required}
        data-field={field}
        arrow
        onClick={() => setOpen(true)}
      >
        <Value text={value} placeholder={`请选择${label}`} />
      </Form.Item>
      <DatePicker
        visible={open}
        title={label}
        value={value ? new Date(`${value}T00:00:00`) : new Date()}
        min={min ?? new Date(2000, 0, 1)}
        max={max ?? new Date(new Date().getFullYear() + 10, 11, 31)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(localDay(d))}
      />
    </>
  );
}

/** 几室几厅几卫 in one three-column picker. */
export function LayoutRow({
  room,
  hall,
  showerRoom,
  onChange,
}: {
  room: number;
  hall: number;
  showerRoom: number;
  onChange: (v: { room: number; hall: number; showerRoom: number }) => void;
}) {
  const [open, setOpen] = useState(false);
  const column = (unit: string) => Array.from({ length: 10 }, (_, i) => ({ label: `${i}${unit}`, value: i }));
  return (
    <>
      <Form.Item
        label={requiredLabel('户型')}
        required
        data-field="room hall showerRoom"
        arrow
        onClick={() => setOpen(true)}
      >
        <Value text={`${room}室${hall}厅${showerRoom}卫`} placeholder="请选择户型" />
      </Form.Item>
      <Picker
        visible={open}
        title="户型"
        columns={[column('室'), column('厅'), column('卫')]}
        value={[room, hall, showerRoom]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange({ room: Number(v[0] ?? 0), hall: Number(v[1] ?? 0), showerRoom: Number(v[2] ?? 0) })}
      />
    </>
  );
}
