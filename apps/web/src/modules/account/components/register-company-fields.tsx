import { Form, Input } from 'antd-mobile';
import { DistrictField, RegionField } from './region-fields.tsx';

/** A new company: the manager's name, the company's name, province and city, district and street address. */
export function CompanyFields() {
  return (
    <>
      <Form.Header>公司信息</Form.Header>
      <Form.Item name="userName" label="您的姓名">
        <Input placeholder="选填，默认为“用户+手机尾号”" maxLength={20} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item name="company" label="公司名称" required>
        <Input placeholder="请输入公司名称" maxLength={50} clearable />
      </Form.Item>
      <RegionField />
      <DistrictField />
      <Form.Item name="address" label="详细地址">
        <Input placeholder="街道、门牌号（选填）" maxLength={100} clearable />
      </Form.Item>
    </>
  );
}

/** Joining a company: the applicant's name and the invite code; the account then waits for the administrator's review. */
export function JoinFields() {
  return (
    <>
      <Form.Header>加入公司</Form.Header>
      <Form.Item name="userName" label="真实姓名">
        <Input placeholder="管理员将凭姓名审核您的申请" maxLength={20} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item name="inviteCode" label="邀请码" description="请向公司管理员索取邀请码，提交后需等待管理员审核">
        <Input placeholder="请输入公司邀请码" maxLength={64} clearable autoCapitalize="characters" />
      </Form.Item>
    </>
  );
}
