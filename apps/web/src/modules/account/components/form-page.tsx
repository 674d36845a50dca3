import { Button, type ButtonProps, Form, type FormProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './form-page.module.css';

type TProps<T> = {
  layout: FormProps['layout'];
  onFinish: (values: T) => void;
  /** The one button under the card. */
  submitText: string;
  submitColor: ButtonProps['color'];
  submitting: boolean;
  children: ReactNode;
};

/** A form on a white card over the grey page, with its submit button below (feedback, cancellation2). */
export function FormPage<T>({ layout, onFinish, submitText, submitColor, submitting, children }: TProps<T>) {
  return (
    <Form
      layout={layout}
      className={styles.form}
      onFinish={onFinish}
      footer={
        <div className={styles.submit}>
          <Button block type="submit" color={submitColor} loading={submitting}>
            {submitText}
          </Button>
        </div>
      }
    >
      {children}
    </Form>
  );
}
