import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { maskPhone } from '@awb/contract/common/validators';
import { Form, Input, Toast } from 'antd-mobile';
import { dialog } from '../../../platform/dialog.tsx';
import { sendPhoneCode } from '../../../platform/phone-code.ts';
import { useSession } from '../../../platform/session.ts';
import { CodeButton } from '../../../ui/code-button.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { checkCode } from '../account-validation.ts';
import { CancellationSteps } from '../components/cancellation-steps.tsx';
import { FormPage } from '../components/form-page.tsx';
import { useApplyCancellation } from '../profile.queries.ts';
import styles from './cancellation.module.css';

/** Cancellation step 2: a code sent to the bound phone (type 3), then cancellationApply. */
export default function Cancellation2Page() {
  const session = useSession();
  const apply = useApplyCancellation();
  const phone = session.data?.user.phone ?? '';

  const submit = async ({ phonecode }: { phonecode?: string }) => {
    const error = checkCode(phonecode);
    if (error) return Toast.show(error);
    const answer = await dialog.confirm({
      title: '确认注销',
      content: '提交后账号将进入注销冷静期，到期后无法恢复。确定要注销账号吗？',
      confirmText: '确定注销',
    });
    if (answer === 'confirm') apply.mutate(phonecode!.trim());
  };

  return (
    <PageShell title="注销账号">
      <CancellationSteps current={1} />
      <div className={styles.phone}>
        <span>为保障账号安全，请验证当前绑定的手机号</span>
        <strong>{phone ? maskPhone(phone) : '—'}</strong>
      </div>
      <FormPage
        layout="horizontal"
        onFinish={submit}
        submitText="申请注销"
        submitColor="danger"
        submitting={apply.isPending}
      >
        <Form.Item
          name="phonecode"
          label="验证码"
          extra={<CodeButton disabled={!phone} onSend={() => sendPhoneCode(phone, PHONE_CODE_TYPE.cancellation)} />}
        >
          <Input placeholder="请输入验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
      </FormPage>
    </PageShell>
  );
}
