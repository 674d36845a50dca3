import { MSG } from '@awb/contract/common/codes';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useLogin } from '../account.queries.ts';
import { checkPhone, firstError } from '../account-validation.ts';
import { AgreementNote } from '../components/agreement.tsx';
import styles from '../components/auth-form.module.css';
import { AuthLayout, AuthLinks } from '../components/auth-layout.tsx';

type TValues = { phone?: string; password?: string };

/** Login by phone and password. */
export default function PwdLoginPage() {
  const login = useLogin();
  const [form] = Form.useForm<TValues>();

  const submit = (values: TValues) => {
    const error = firstError(
      () => checkPhone(values.phone),
      () => (values.password ? null : MSG.passwordRequired),
    );
    if (error) return Toast.show(error);
    login.mutate({ phone: values.phone!.trim(), password: values.password! });
  };

  return (
    <AuthLayout title="密码登录" heading="密码登录" subtitle="欢迎回来，请使用手机号和密码登录" noBack>
      <Form
        form={form}
        className={styles.form}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" className={styles.submit} loading={login.isPending}>
            登录
          </Button>
        }
      >
        <Form.Item name="phone">
          <Input placeholder="请输入手机号" type="tel" maxLength={11} clearable autoComplete="username" />
        </Form.Item>
        <Form.Item name="password">
          <Input placeholder="请输入密码" type="password" maxLength={20} clearable autoComplete="current-password" />
        </Form.Item>
      </Form>
      <AuthLinks
        links={[
          { text: '验证码登录', to: 'pages/user/login', replace: true },
          { text: '忘记密码', to: 'pages/user/forgetPwd' },
          { text: '注册公司', to: 'pages/user/register' },
        ]}
      />
      <AgreementNote />
    </AuthLayout>
  );
}
