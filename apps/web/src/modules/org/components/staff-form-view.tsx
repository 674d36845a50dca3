import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { localDay } from '@awb/contract/common/china-time';
import { STAFF_MSG, type TStaffFields } from '@awb/contract/staff.contract';
import { Button, DatePicker, Form, Input, Picker, Selector, Switch, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { sendPhoneCode } from '../../../platform/phone-code.ts';
import { useSession } from '../../../platform/session.ts';
import { CodeButton } from '../../../ui/code-button.tsx';
import { useJobs } from '../org.queries.ts';
import { openOrgPicker, type TPickedDept } from '../org-picker.ts';
import { useRanks, useRoles } from '../role-options.queries.ts';
import { type TStaffForm, toStaffBody } from '../staff-form.ts';
import styles from './form.module.css';

type TProps = {
  initial: TStaffForm;
  saving: boolean;
  /** `phonecode`: the code sent to a new phone (edit-staff), when the phone changed. */
  onSubmit: (body: TStaffFields, phonecode?: string) => void;
  /** Edit-staff: the phone as stored. Only a manager changes it, with a code sent to the new one. */
  storedPhone?: string;
  /** Below the form (e.g. 办理离职 on edit-staff). */
  children?: ReactNode;
};

const NONE = 0;
const text = (value: string, placeholder: string) =>
  value ? <span className={styles.value}>{value}</span> : <span className={styles.placeholder}>{placeholder}</span>;

function DeptText({ value }: { value?: TPickedDept | null }) {
  return text(value?.deptName ?? '', '未分配部门');
}

/** The staff form of create-staff and edit-staff: phone, name, department, job, rank, roles, manager, entry date. */
export function StaffFormView({ initial, saving, onSubmit, storedPhone, children }: TProps) {
  const [form] = Form.useForm<TStaffForm>();
  const phone = (Form.useWatch('phone', form) ?? '').trim();
  const phoneChanged = storedPhone !== undefined && phone !== storedPhone;
  const jobs = useJobs();
  const ranks = useRanks();
  const roles = useRoles();
  const me = useSession().data?.user;

  const jobColumns = [
    [{ label: '不设置', value: NONE }, ...(jobs.data ?? []).map((j) => ({ label: j.jobName, value: j.jobId }))],
  ];
  const rankColumns = [
    [
      { label: '不设置', value: NONE },
      ...(ranks.data ?? []).map((r) => ({ label: `${r.groupName} · ${r.rankName}`, value: r.rankId })),
    ],
  ];
  const idField = {
    trigger: 'onConfirm',
    arrow: true,
    getValueFromEvent: (v: (string | number | null)[]) => Number(v[0]) || null,
    getValueProps: (v: number | null | undefined) => ({ value: [v ?? NONE] }),
  } as const;

  const pickDept = async () => {
    const current = form.getFieldValue('dept') as TPickedDept | null | undefined;
    const pick = await openOrgPicker({
      mode: 'dept',
      title: '选择部门',
      allowRoot: true,
      selected: current ? { depts: [current] } : undefined,
    });
    const chosen = pick?.depts[0];
    if (chosen) form.setFieldValue('dept', chosen.deptId === 0 ? null : chosen);
  };

  const submit = (values: TStaffForm) => {
    const result = toStaffBody(values);
    if ('error' in result) Toast.show(result.error);
    else if (phoneChanged && !values.phonecode?.trim()) Toast.show(STAFF_MSG.phoneCodeRequired);
    else onSubmit(result.body, phoneChanged ? values.phonecode?.trim() : undefined);
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className={styles.form}
      initialValues={initial}
      onFinish={submit}
      footer={
        <>
          <div className={styles.submitBar}>
            <Button block type="submit" color="primary" loading={saving}>
              保存
            </Button>
          </div>
          {children}
        </>
      }
    >
      <Form.Header>基本信息</Form.Header>
      <Form.Item name="userName" label="姓名">
        <Input placeholder="请输入员工姓名" maxLength={20} clearable />
      </Form.Item>
      <Form.Item
        name="phone"
        label="手机号"
        description={storedPhone !== undefined && !me?.isManager ? STAFF_MSG.phoneManagerOnly : '员工用该手机号登录'}
        disabled={storedPhone !== undefined && !me?.isManager}
      >
        <Input placeholder="请输入手机号" type="tel" maxLength={11} clearable />
      </Form.Item>
      {phoneChanged ? (
        <Form.Item
          name="phonecode"
          label="验证码"
          description="新手机号收到的验证码：确认号码归该员工所有"
          extra={<CodeButton onSend={() => sendPhoneCode(phone, PHONE_CODE_TYPE.staffPhone)} />}
        >
          <Input placeholder="请输入验证码" type="tel" maxLength={6} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="entryDate"
        label="入职日期"
        trigger="onConfirm"
        arrow
        onClick={(_, picker) => picker.current?.open()}
      >
        <DatePicker title="入职日期" min={new Date(1990, 0, 1)} max={new Date(new Date().getFullYear() + 1, 11, 31)}>
          {(value) => text(value ? localDay(value) : '', '请选择入职日期')}
        </DatePicker>
      </Form.Item>
      <Form.Header>岗位与权限</Form.Header>
      <Form.Item name="dept" label="部门" arrow onClick={pickDept}>
        <DeptText />
      </Form.Item>
      <Form.Item name="jobId" label="岗位" {...idField} onClick={(_, picker) => picker.current?.open()}>
        <Picker title="选择岗位" columns={jobColumns} loading={jobs.isLoading}>
          {(items) => text(items[0] && items[0].value !== NONE ? String(items[0].label) : '', '请选择岗位')}
        </Picker>
      </Form.Item>
      <Form.Item name="rankId" label="职级" {...idField} onClick={(_, picker) => picker.current?.open()}>
        <Picker title="选择职级" columns={rankColumns} loading={ranks.isLoading}>
          {(items) => text(items[0] && items[0].value !== NONE ? String(items[0].label) : '', '请选择职级')}
        </Picker>
      </Form.Item>
      <Form.Item name="roleIds" label="角色" layout="vertical" description="员工可做的事由所选角色的权限合并而来">
        {roles.data && roles.data.length > 0 ? (
          <Selector multiple columns={3} options={roles.data.map((r) => ({ label: r.roleName, value: r.roleId }))} />
        ) : (
          <span className={styles.placeholder}>{roles.isLoading ? '加载中…' : '暂无角色，请先在角色管理中添加'}</span>
        )}
      </Form.Item>
      <Form.Item
        name="isManager"
        label="管理员"
        valuePropName="checked"
        description={me?.isManager ? '管理员拥有全部权限' : STAFF_MSG.managerOnly}
        disabled={!me?.isManager}
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}
