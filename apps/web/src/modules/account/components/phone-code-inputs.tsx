import { Input } from 'antd-mobile';
import { toast } from '../../../platform/toast.ts';
import { CodeButton } from '../../../ui/code-button.tsx';
import { PlainFormItem } from '../../../ui/plain-form/plain-form.tsx';
import { checkPhone } from '../phone-checks.ts';

/**
 * Sends the code to `phone` once it passes the format check; otherwise toasts the check's message
 * (seed 000 §5) and sends nothing. Resolves false when nothing was sent (the code button stays idle).
 */
export async function sendCodeTo(phone: string, send: (phone: string) => Promise<unknown>): Promise<unknown> {
  const error = checkPhone(phone);
  if (error) {
    toast.show(error);
    return false;
  }
  return send(phone.trim());
}

export type TPhoneCode = { phone: string; phonecode: string };

/** The code login's phone and code rows, in a PlainForm (the login page keeps the values). */
export function PhoneCodeInputs({
  value,
  onChange,
  send,
}: {
  value: TPhoneCode;
  onChange: (value: TPhoneCode) => void;
  send: (phone: string) => Promise<unknown>;
}) {
  return (
    <>
      <PlainFormItem>
        <Input
          id="phone"
          placeholder="请输入手机号"
          type="tel"
          maxLength={11}
          clearable
          autoComplete="tel"
          value={value.phone}
          onChange={(phone) => onChange({ ...value, phone })}
        />
      </PlainFormItem>
      <PlainFormItem extra={<CodeButton onSend={() => sendCodeTo(value.phone, send)} />}>
        <Input
          id="phonecode"
          placeholder="请输入验证码"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          value={value.phonecode}
          onChange={(phonecode) => onChange({ ...value, phonecode })}
        />
      </PlainFormItem>
    </>
  );
}
