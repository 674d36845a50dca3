import type { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { sendPhoneCode } from '../../../platform/phone-code.ts';
import { toast } from '../../../platform/toast.ts';
import { PlainForm } from '../../../ui/plain-form/plain-form.tsx';
import { AgreementCheck } from '../components/agreement.tsx';
import styles from '../components/auth-form.module.css';
import { AuthLayout, AuthLinks } from '../components/auth-layout.tsx';
import { PhoneCodeInputs, type TPhoneCode } from '../components/phone-code-inputs.tsx';
import { useLogin } from '../login.queries.ts';
import { AGREEMENT_REQUIRED, checkCode, checkPhone, firstError } from '../phone-checks.ts';

/** PHONE_CODE_TYPE.login, written out: the account contract would bring Zod to this page (login.queries.ts). */
const LOGIN_CODE: (typeof PHONE_CODE_TYPE)['login'] = 1;

/** Login by phone and a 6-digit code (type 1). */
export default function LoginPage() {
  const login = useLogin();
  const [values, setValues] = useState<TPhoneCode>({ phone: '', phonecode: '' });
  const [agreed, setAgreed] = useState(false);

  const submit = () => {
    const error = firstError(
      () => checkPhone(values.phone),
      () => checkCode(values.phonecode),
      () => (agreed ? null : AGREEMENT_REQUIRED),
    );
    if (error) return toast.show(error);
    login.mutate({ phone: values.phone.trim(), phonecode: values.phonecode.trim() });
  };

  return (
    <AuthLayout title="验证码登录" heading="验证码登录" subtitle="未注册的手机号请先注册公司" noBack>
      <PlainForm
        className={styles.form}
        onSubmit={submit}
        footer={
          <Button block type="submit" color="primary" className={styles.submit} loading={login.isPending}>
            登录
          </Button>
        }
      >
        <PhoneCodeInputs value={values} onChange={setValues} send={(phone) => sendPhoneCode(phone, LOGIN_CODE)} />
      </PlainForm>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <AuthLinks
        links={[
          { text: '密码登录', to: 'pages/user/pwdLogin', replace: true },
          { text: '注册公司', to: 'pages/user/register' },
        ]}
      />
    </AuthLayout>
  );
}
