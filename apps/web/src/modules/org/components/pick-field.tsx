import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './form.module.css';

type TProps = {
  label: string;
  /** The chosen value's text, or empty for the placeholder. */
  text: string;
  placeholder: string;
  onPick: () => void;
  /** Offers 清除 when something is chosen. */
  onClear?: () => void;
  disabled?: boolean;
  description?: ReactNode;
};

/** A form row that opens a picker (the organisation picker, a sheet) and shows what was chosen. */
export function PickField({ label, text, placeholder, onPick, onClear, disabled, description }: TProps) {
  return (
    <Form.Item
      label={label}
      arrow={!disabled}
      disabled={disabled}
      description={description}
      onClick={disabled ? undefined : onPick}
      extra={
        text && onClear && !disabled ? (
          <button
            type="button"
            className={styles.clear}
            onClick={(e) => {
              e.stopPropagation();
              onClear();
            }}
          >
            清除
          </button>
        ) : undefined
      }
    >
      {text ? <span className={styles.value}>{text}</span> : <span className={styles.placeholder}>{placeholder}</span>}
    </Form.Item>
  );
}
