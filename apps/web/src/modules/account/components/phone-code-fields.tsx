import { Form, Input } from 'antd-mobile';
import { CodeButton } from '../../../ui/code-button.tsx';
import { sendCodeTo } from './phone-code-inputs.tsx';

type TProps = {
  form: { getFieldValue(name: string): unknown };
  /** Sends the code to a phone that passed the format check. */
  send: (phone: string) => Promise<unknown>;
  /** Row labels (the register form); the login forms show placeholders only. */
  labelled?: boolean;
  /** autoComplete of the phone input: `username` where a password manager should fill it. */
  phoneAutoComplete?: 'tel' | 'username';
};

/**
 * The phone and code rows of the forget-password and register forms (the code login has PhoneCodeInputs): the code
 * button checks the phone first and toasts its message (seed 000 §5) before anything is sent.
 */
export function PhoneCodeFields({ form, send, labelled, phoneAutoComplete = 'tel' }: TProps) {
  const sendCode = () => sendCodeTo(String(form.getFieldValue('phone') ?? ''), send);
  return (
    <>
      <Form.Item name="phone" label={labelled ? '手机号' : undefined}>
        <Input placeholder="请输入手机号" type="tel" maxLength={11} clearable autoComplete={phoneAutoComplete} />
      </Form.Item>
      <Form.Item name="phonecode" label={labelled ? '验证码' : undefined} extra={<CodeButton onSend={sendCode} />}>
        <Input placeholder="请输入验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
