import { MSG } from '@awb/contract/common/codes';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { PageShell } from '../../../ui/page-shell.tsx';
import { usePasswordUpdate } from '../account.queries.ts';
import { checkNewPassword, firstError } from '../account-validation.ts';
import styles from '../components/form-page.module.css';

type TValues = { oldPassword?: string; password?: string; confirmPwd?: string };

/** Change password (also served at pages/h5/editPwd): old, new and its confirmation. */
export default function EditPwdPage() {
  const update = usePasswordUpdate();

  const submit = (v: TValues) => {
    const error = firstError(
      () => (v.oldPassword ? null : '请输入原密码'),
      () => checkNewPassword(v.password, v.confirmPwd),
      () => (v.password === v.oldPassword ? '新密码不能与原密码相同' : null),
    );
    if (error) return Toast.show(error);
    update.mutate({ oldPassword: v.oldPassword!, password: v.password!, confirmPwd: v.confirmPwd! });
  };

  return (
    <PageShell title="修改密码">
      <Form
        layout="horizontal"
        className={styles.form}
        onFinish={submit}
        footer={
          <>
            <p className={styles.tip}>{MSG.passwordFormat}。修改后其他设备上的登录将失效。</p>
            <div className={styles.submit}>
              <Button block type="submit" color="primary" loading={update.isPending}>
                确认修改
              </Button>
            </div>
          </>
        }
      >
        <Form.Item name="oldPassword" label="原密码">
          <Input type="password" placeholder="请输入原密码" maxLength={64} clearable autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="新密码">
          <Input type="password" placeholder="请输入新密码" maxLength={20} clearable autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPwd" label="确认新密码">
          <Input type="password" placeholder="请再次输入新密码" maxLength={20} clearable autoComplete="new-password" />
        </Form.Item>
      </Form>
    </PageShell>
  );
}
