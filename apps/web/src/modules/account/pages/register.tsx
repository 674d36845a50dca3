import { REGISTER_DEFAULTS } from '@awb/contract/register.contract';
import { Button, Form, Input, Segmented, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { checkRegister } from '../account-validation.ts';
import { AgreementCheck } from '../components/agreement.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PhoneCodeFields } from '../components/phone-code-fields.tsx';
import { CompanyFields, JoinFields } from '../components/register-company-fields.tsx';
import { presetRegion } from '../region-options.ts';
import { sendRegisterCode, useProvinceCityOptions, useRegister } from '../register.queries.ts';
import { chosenCity, type TRegisterForm, type TRegisterMode, toRegisterRequest } from '../register-request.ts';
import styles from './register.module.css';

const STEP_TEXT = { idle: '注册', checking: '校验验证码…', registering: '注册中…', done: '注册成功' } as const;

/** Company registration (the registrant becomes its manager), or joining one by invite code. */
export default function RegisterPage() {
  const [form] = Form.useForm<TRegisterForm>();
  // An invite link (pages/h5/invite's QR) opens the page in join mode with the code filled in.
  const [params] = useSearchParams();
  const invite = params.get('invite')?.trim() ?? '';
  const [mode, setMode] = useState<TRegisterMode>(invite ? 'join' : 'create');
  const [agreed, setAgreed] = useState(false);
  const { register, step } = useRegister();
  const regions = useProvinceCityOptions();

  // The seed's defaults (province 5, city 1013) are only where the 省/市 picker starts: the registrant
  // sees them and may choose another city.
  useEffect(() => {
    if (!regions.data || form.getFieldValue('region')) return;
    const preset = presetRegion(regions.data, REGISTER_DEFAULTS.province, REGISTER_DEFAULTS.city);
    if (preset) form.setFieldValue('region', preset);
  }, [regions.data, form]);

  const submit = (values: TRegisterForm) => {
    const error = checkRegister({ ...values, mode, cityId: chosenCity(values.region), agreed });
    if (error) return Toast.show(error);
    register(toRegisterRequest(mode, values));
  };

  return (
    <AuthLayout title="注册" heading="注册经纪工作本" subtitle="创建公司账号，或凭邀请码加入已有公司" compact>
      <Segmented
        className={styles.mode}
        block
        value={mode}
        onChange={(value) => setMode(value as TRegisterMode)}
        options={[
          { label: '注册新公司', value: 'create' },
          { label: '加入已有公司', value: 'join' },
        ]}
      />
      <Form
        form={form}
        initialValues={invite ? { inviteCode: invite } : undefined}
        layout="horizontal"
        className={styles.form}
        onFinish={submit}
        onValuesChange={(changed) => {
          if ('region' in changed) form.setFieldValue('area', undefined);
        }}
        footer={
          <>
            <AgreementCheck checked={agreed} onChange={setAgreed} />
            <Button
              block
              type="submit"
              color="primary"
              className={styles.submit}
              loading={step === 'checking' || step === 'registering'}
              loadingText={STEP_TEXT[step]}
              disabled={step === 'done'}
            >
              {mode === 'create' ? STEP_TEXT[step] : step === 'idle' ? '提交申请' : STEP_TEXT[step]}
            </Button>
            <div className={styles.login}>
              已有账号？
              <button type="button" onClick={() => nav.redirectTo('pages/user/pwdLogin')}>
                去登录
              </button>
            </div>
          </>
        }
      >
        <Form.Header>账号信息</Form.Header>
        <PhoneCodeFields form={form} send={sendRegisterCode} labelled />
        <Form.Item name="password" label="登录密码">
          <Input placeholder="6-20位字母和数字" type="password" maxLength={20} clearable autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPwd" label="确认密码">
          <Input placeholder="请再次输入密码" type="password" maxLength={20} clearable autoComplete="new-password" />
        </Form.Item>
        {mode === 'create' ? <CompanyFields /> : <JoinFields />}
      </Form>
    </AuthLayout>
  );
}
