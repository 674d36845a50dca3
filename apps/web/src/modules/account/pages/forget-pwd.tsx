import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { MSG } from '@awb/contract/common/codes';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { sendPhoneCode } from '../../../platform/phone-code.ts';
import { useRetrievePassword } from '../account.queries.ts';
import { checkCode, checkNewPassword, checkPhone, firstError } from '../account-validation.ts';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';

type TValues = { phone?: string; phonecode?: string; password?: string; confirmPwd?: string };

/** Forget password: phone, code (type 2), new password twice → retrievePassword → pwdLogin. */
export default function ForgetPwdPage() {
  const retrieve = useRetrievePassword();
  const [form] = Form.useForm<TValues>();

  const submit = (v: TValues) => {
    const error = firstError(
      () => checkPhone(v.phone),
      () => checkCode(v.phonecode),
      () => checkNewPassword(v.password, v.confirmPwd),
    );
    if (error) return Toast.show(error);
    retrieve.mutate({
      phone: v.phone!.trim(),
      phonecode: v.phonecode!.trim(),
      password: v.password!,
      confirmPwd: v.confirmPwd!,
    });
  };

  return (
    <AuthLayout title="忘记密码" heading="找回密码" subtitle="验证绑定的手机号后设置新密码">
      <Form
        form={form}
        className={styles.form}
        onFinish={submit}
        footer={
          <>
            <p className={styles.tip}>{MSG.passwordFormat}</p>
            <Button block type="submit" color="primary" className={styles.submit} loading={retrieve.isPending}>
              重置密码
            </Button>
          </>
        }
      >
        <PhoneCodeFields
          form={form}
          send={(phone) => sendPhoneCode(phone, PHONE_CODE_TYPE.retrievePassword)}
          phoneAutoComplete="username"
        />
        <Form.Item name="password">
          <Input placeholder="请设置新密码" type="password" maxLength={20} clearable autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPwd">
          <Input placeholder="请再次输入新密码" type="password" maxLength={20} clearable autoComplete="new-password" />
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
