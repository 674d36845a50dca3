import { Input } from 'antd-mobile';
import styles from './range-input.module.css';

/** A min–max pair as typed (empty = no bound), kept as text so a half-typed number survives a re-render. */
export type TRangeText = { min: string; max: string };

type TProps = {
  value?: TRangeText;
  onChange?: (value: TRangeText) => void;
  unit: string;
  /** Allow decimals (area, price); floors are whole numbers. */
  decimal?: boolean;
  placeholders?: [string, string];
};

const clean = (text: string, decimal: boolean) => {
  const digits = text.replace(decimal ? /[^\d.]/g : /\D/g, '');
  if (!decimal) return digits.slice(0, 9);
  const [whole = '', ...rest] = digits.split('.');
  return rest.length > 0 ? `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 9);
};

/** 最低 — 最高 单位: two number boxes on one form row (floor, area, price of an intention). */
export function RangeInput({ value, onChange, unit, decimal = false, placeholders = ['最低', '最高'] }: TProps) {
  const current = value ?? { min: '', max: '' };
  const mode = decimal ? 'decimal' : 'numeric';
  return (
    <div className={styles.range}>
      <Input
        className={styles.box}
        inputMode={mode}
        placeholder={placeholders[0]}
        value={current.min}
        onChange={(min) => onChange?.({ ...current, min: clean(min, decimal) })}
        aria-label={`${placeholders[0]}${unit}`}
      />
      <span className={styles.dash}>—</span>
      <Input
        className={styles.box}
        inputMode={mode}
        placeholder={placeholders[1]}
        value={current.max}
        onChange={(max) => onChange?.({ ...current, max: clean(max, decimal) })}
        aria-label={`${placeholders[1]}${unit}`}
      />
      <span className={styles.unit}>{unit}</span>
    </div>
  );
}
