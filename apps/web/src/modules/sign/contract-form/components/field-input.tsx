import { contractMoneyText } from '@awb/contract/common/contract-money';
import { SIGN_DATE_TYPE, SIGN_FIELD_TYPE as T } from '@awb/contract/sign-template-constants';
import type { TSignField } from '@awb/contract/sign-template-fields';
import { isMoneyField } from '@awb/contract/sign-template-print';
import { cleanNumber } from '../contract-content.ts';
import styles from './contract-form.module.css';

type TProps = {
  field: TSignField;
  value: string | string[] | undefined;
  error?: string;
  onChange: (value: string | string[]) => void;
};

const idOf = (name: string) => `sign-field-${name}`;

/** A date-time field keeps `YYYY-MM-DD HH:mm`; the browser's picker speaks `YYYY-MM-DDTHH:mm`. */
const toPicker = (v: string) => v.replace(' ', 'T');
const fromPicker = (v: string) => v.replace('T', ' ');

/**
 * One template field as the form shows it (seed 000 §3 types 1–7): text, textarea, decimal and
 * integer numbers (money with the contract's wording under it), single and multi selects, dates. Native
 * controls: the phone's own pickers and keyboards, and labels a screen reader reads.
 */
export function FieldInput({ field, value, error, onChange }: TProps) {
  const id = idOf(field.fieldName);
  const text = typeof value === 'string' ? value : '';
  const cls = `${field.type === T.textarea ? styles.textarea : field.optionStatus ? styles.select : styles.input} ${error ? styles.invalid : ''}`;
  const unit = field.numUnit ? <span className={styles.unit}>{field.numUnit}</span> : null;
  let control: React.ReactNode;
  switch (field.type) {
    case T.textarea:
      control = (
        <textarea
          id={id}
          className={cls}
          value={text}
          placeholder={field.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case T.number:
    case T.integer:
      control = (
        <>
          <input
            id={id}
            className={cls}
            inputMode={field.type === T.integer ? 'numeric' : 'decimal'}
            value={text}
            placeholder={field.placeholder}
            onChange={(e) => onChange(cleanNumber(e.target.value, field.type === T.integer))}
          />
          {unit}
        </>
      );
      break;
    case T.singleSelect:
      control = (
        <select id={id} className={cls} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.placeholder || `请选择${field.fieldTitle}`}</option>
          {field.optionsData.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case T.multiSelect: {
      const chosen = Array.isArray(value) ? value : [];
      control = (
        <fieldset id={id} className={styles.checks} aria-label={field.fieldTitle}>
          {field.optionsData.map((o) => (
            <label key={o.value}>
              <input
                type="checkbox"
                checked={chosen.includes(o.value)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))
                }
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    case T.date: {
      const dateTime = field.dateType === SIGN_DATE_TYPE.dateTime;
      control = (
        <input
          id={id}
          className={cls}
          type={dateTime ? 'datetime-local' : 'date'}
          value={dateTime ? toPicker(text) : text}
          onChange={(e) => onChange(dateTime ? fromPicker(e.target.value) : e.target.value)}
        />
      );
      break;
    }
    default:
      control = (
        <>
          <input
            id={id}
            className={cls}
            value={text}
            placeholder={field.placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
          {unit}
        </>
      );
  }
  // The amount as the contract will print it (the same formatter as the preview and the PDF).
  const money = isMoneyField(field) && text !== '' ? contractMoneyText(text) : '';
  return (
    <div className={styles.row} data-field={field.fieldName}>
      <label htmlFor={id} className={`${styles.label} ${field.requiredStatus ? styles.required : ''}`}>
        {field.fieldTitle}
      </label>
      <div className={styles.control}>{control}</div>
      {money ? <div className={styles.capitals}>{money}</div> : null}
      {error ? <div className={styles.error}>{error}</div> : null}
    </div>
  );
}
