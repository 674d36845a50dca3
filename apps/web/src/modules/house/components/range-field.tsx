import { Input, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from './filters.module.css';

import type { TRange } from './range-label.ts';

export type { TRange } from './range-label.ts';
export type TRangePreset = { label: string; min?: number; max?: number };

type TProps = {
  value: TRange;
  onChange: (value: TRange) => void;
  /** Shown after the inputs: 万, 元/月, ㎡, 层 … */
  unit: string;
  presets?: TRangePreset[];
  /** Whole numbers only (floors). */
  integer?: boolean;
};

const sameRange = (a: TRange, b: TRange) => (a.min ?? null) === (b.min ?? null) && (a.max ?? null) === (b.max ?? null);
const toNumber = (text: string, integer?: boolean): number | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return undefined;
  return integer ? Math.trunc(n) : n;
};

/** A range: tap a preset (e.g. 200-300万) or type the lowest and highest; either end may stay open. */
export function RangeField({ value, onChange, unit, presets = [], integer }: TProps) {
  const [min, setMin] = useState(value.min?.toString() ?? '');
  const [max, setMax] = useState(value.max?.toString() ?? '');
  useEffect(() => {
    setMin(value.min?.toString() ?? '');
    setMax(value.max?.toString() ?? '');
  }, [value.min, value.max]);

  const presetIndex = presets.findIndex((p) => sameRange(p, value));
  const commit = (minText: string, maxText: string) =>
    onChange({ min: toNumber(minText, integer), max: toNumber(maxText, integer) });

  return (
    <div className={styles.range}>
      {presets.length > 0 ? (
        <Selector
          className={styles.selector}
          columns={3}
          showCheckMark={false}
          options={presets.map((p, i) => ({ label: p.label, value: String(i) }))}
          value={presetIndex >= 0 ? [String(presetIndex)] : []}
          onChange={(picked) => {
            const preset = picked[0] === undefined ? undefined : presets[Number(picked[0])];
            onChange(preset ? { min: preset.min, max: preset.max } : {});
          }}
        />
      ) : null}
      <div className={styles.rangeInputs}>
        <Input
          className={styles.rangeInput}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          placeholder="最低"
          value={min}
          onChange={setMin}
          onBlur={() => commit(min, max)}
          aria-label={`最低${unit}`}
        />
        <span className={styles.rangeDash}>—</span>
        <Input
          className={styles.rangeInput}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          placeholder="最高"
          value={max}
          onChange={setMax}
          onBlur={() => commit(min, max)}
          aria-label={`最高${unit}`}
        />
        <span className={styles.rangeUnit}>{unit}</span>
      </div>
    </div>
  );
}
