import { MSG } from '@awb/contract/common/codes';
import { isPhone } from '@awb/contract/common/validators';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useLogin } from '../account.queries.ts';
import styles from './auth-pages.module.css';

type TValues = { phone: string; password: string };

/** Login by phone and password. */
export default function PwdLoginPage() {
  const login = useLogin();
  const [form] = Form.useForm<TValues>();

  const submit = (values: TValues) => {
    const phone = values.phone?.trim() ?? '';
    if (!phone) return Toast.show(MSG.phoneRequired);
    if (!isPhone(phone)) return Toast.show(MSG.phoneFormat);
    if (!values.password) return Toast.show(MSG.passwordRequired);
    login.mutate({ phone, password: values.password });
  };

  return (
    <PageShell title="密码登录" noBack background="#fff">
      <div className={styles.hero}>
        <h1>经纪工作本</h1>
        <p>房源、客源、签约，一本搞定</p>
      </div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={login.isPending}>
            登录
          </Button>
        }
      >
        <Form.Item name="phone" label="手机号">
          <Input placeholder="请输入手机号" type="tel" maxLength={11} clearable autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="密码">
          <Input placeholder="请输入密码" type="password" maxLength={20} clearable autoComplete="current-password" />
        </Form.Item>
      </Form>
      <div className={styles.links}>
        <Link to="/pages/user/login">验证码登录</Link>
        <Link to="/pages/user/forgetPwd">忘记密码</Link>
        <Link to="/pages/user/register">注册公司</Link>
      </div>
    </PageShell>
  );
}
