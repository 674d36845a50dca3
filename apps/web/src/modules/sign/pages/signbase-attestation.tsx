import { MOBILE_PATTERN } from '@awb/contract/common/validators';
import { SIGN_LIMITS, SIGN_MSG, SIGNER_TYPE, SIGNER_TYPE_NAMES } from '@awb/contract/sign-constants';
import type { TSignCompanyInfo } from '@awb/contract/sign-views';
import { Button, Form, Input, NoticeBar, Selector, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useSession } from '../../../platform/session.ts';
import { CodeButton } from '../../../ui/code-button.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { attestationProblem, type TAttestationForm } from '../attestation-check.ts';
import { FaceCheck } from '../components/face-check.tsx';
import styles from '../components/form.module.css';
import shared from '../sign.module.css';
import { sendCertifyCode, useCertifyCompany, useSignCompany, useSigners } from '../sign.queries.ts';

const TYPE_OPTIONS = Object.values(SIGNER_TYPE).map((value) => ({ label: SIGNER_TYPE_NAMES[value]!, value }));

/**
 * 企业认证 (pages/h5/signbase-attestation): the legal person or an agent certifies the company with
 * name, ID number, a face check, phone and code, company name and credit code. Once certified, the
 * page shows the certification and its signers, and a manager may add another signer the same way.
 */
export default function SignbaseAttestationPage() {
  const company = useSignCompany();
  const session = useSession().data;
  const isManager = session?.user.isManager === true;
  const certified = company.data?.orgAuth === 1;
  const [adding, setAdding] = useState(false);

  return (
    <PageShell title="企业认证">
      {company.isPending || !session ? (
        <LoadingBlock />
      ) : company.isError ? (
        <LoadError error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <>
          {certified ? <Certified company={company.data} isManager={isManager} /> : null}
          {!isManager ? (
            <NoticeBar
              className={shared.notice}
              color="alert"
              wrap
              content={`${SIGN_MSG.managerOnly}：企业认证请联系公司管理员`}
            />
          ) : certified && !adding ? (
            <div className={styles.submit}>
              <Button block fill="outline" color="primary" onClick={() => setAdding(true)}>
                添加签署人
              </Button>
            </div>
          ) : (
            <AttestationForm company={company.data} defaultCompany={session.company.name} />
          )}
        </>
      )}
    </PageShell>
  );
}

function Certified({ company, isManager }: { company: TSignCompanyInfo; isManager: boolean }) {
  const signers = useSigners(isManager);
  return (
    <section className={shared.card}>
      <div className={shared.cardHead}>
        <h2 className={shared.cardTitle}>{company.name}</h2>
        <span className={shared.rowValue} style={{ color: '#00a870' }}>
          已认证
        </span>
      </div>
      <div className={shared.row}>
        <span className={shared.rowLabel}>统一社会信用代码</span>
        <span className={shared.rowValue}>{company.orgCode}</span>
      </div>
      <div className={shared.row}>
        <span className={shared.rowLabel}>认证时间</span>
        <span className={shared.rowValue}>{company.certifiedAt}</span>
      </div>
      {(signers.data ?? []).map((s) => (
        <div key={s.signerId} className={shared.row}>
          <span className={shared.rowLabel}>{s.typeName}</span>
          <span className={shared.rowValue}>
            {s.name} {s.mobileNo}
          </span>
        </div>
      ))}
    </section>
  );
}

function AttestationForm({ company, defaultCompany }: { company: TSignCompanyInfo; defaultCompany: string }) {
  const certify = useCertifyCompany();
  const [signerType, setSignerType] = useState<number>(SIGNER_TYPE.legalPerson);
  const [form, setForm] = useState<TAttestationForm>({
    name: '',
    idNo: '',
    mobileNo: '',
    verificationCode: '',
    cardNo: '',
    company: company.orgAuth === 1 ? company.name : defaultCompany,
    orgCode: '',
  });
  const [faceId, setFaceId] = useState('');
  const [faceStatus, setFaceStatus] = useState<number | null>(null);
  const onStatus = useCallback((status: number | null) => setFaceStatus(status), []);

  // A face check belongs to one name, ID number and signer type: changing any asks for a new one.
  const set = (key: keyof TAttestationForm) => (value: string) => {
    if (key === 'name' || key === 'idNo') setFaceId('');
    setForm((f) => ({ ...f, [key]: value }));
  };
  const chooseType = (type: number) => {
    setFaceId('');
    setSignerType(type);
  };

  const sendCode = async () => {
    const mobile = form.mobileNo.trim();
    const problem = !mobile ? SIGN_MSG.mobileRequired : MOBILE_PATTERN.test(mobile) ? null : SIGN_MSG.mobileFormat;
    if (problem) {
      Toast.show({ content: problem });
      return false;
    }
    await sendCertifyCode(mobile);
    return true;
  };

  const submit = () => {
    const problem = attestationProblem(form, faceId ? faceStatus : null);
    if (problem) return void Toast.show({ content: problem });
    certify.mutate({
      type: signerType,
      name: form.name.trim(),
      idNo: form.idNo.trim(),
      mobileNo: form.mobileNo.trim(),
      verificationCode: form.verificationCode.trim(),
      cardNo: form.cardNo.replace(/\s+/g, ''),
      company: form.company.trim(),
      orgCode: form.orgCode.trim().toUpperCase(),
      faceId,
    });
  };

  return (
    <>
      <Form layout="horizontal" className={styles.form}>
        <Form.Header>签署人信息</Form.Header>
        <Form.Item label="认证身份" layout="vertical">
          <Selector
            columns={2}
            options={TYPE_OPTIONS}
            value={[signerType]}
            onChange={(v) => v[0] && chooseType(v[0])}
          />
        </Form.Item>
        <Form.Item label="姓名">
          <Input
            aria-label="姓名"
            placeholder="请输入姓名"
            value={form.name}
            onChange={set('name')}
            maxLength={SIGN_LIMITS.nameLength}
            clearable
          />
        </Form.Item>
        <Form.Item label="身份证号">
          <Input
            aria-label="身份证号"
            placeholder="请输入身份证号"
            value={form.idNo}
            onChange={(v) => set('idNo')(v.toUpperCase())}
            maxLength={18}
            clearable
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item label="人脸核验" layout="vertical">
          <FaceCheck
            signerType={signerType}
            name={form.name}
            idNo={form.idNo}
            faceId={faceId}
            onFaceId={setFaceId}
            onStatus={onStatus}
          />
        </Form.Item>
        <Form.Item label="手机号">
          <Input
            aria-label="手机号"
            placeholder="请输入手机号码"
            value={form.mobileNo}
            onChange={set('mobileNo')}
            maxLength={11}
            inputMode="numeric"
            clearable
          />
        </Form.Item>
        <Form.Item label="验证码">
          <div className={styles.codeRow}>
            <Input
              aria-label="验证码"
              placeholder="请输入验证码"
              value={form.verificationCode}
              onChange={set('verificationCode')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <CodeButton onSend={sendCode} />
          </div>
        </Form.Item>
        <Form.Item label="银行卡号">
          <Input
            aria-label="银行卡号"
            placeholder="本人银行卡号（选填）"
            value={form.cardNo}
            onChange={set('cardNo')}
            maxLength={23}
            inputMode="numeric"
            clearable
          />
        </Form.Item>

        <Form.Header>企业信息</Form.Header>
        <Form.Item label="公司名称">
          <Input
            aria-label="公司名称"
            placeholder="请输入公司名称"
            value={form.company}
            onChange={set('company')}
            maxLength={SIGN_LIMITS.companyLength}
            clearable
          />
        </Form.Item>
        <Form.Item label="信用代码">
          <Input
            aria-label="统一社会信用代码"
            placeholder="18位统一社会信用代码或15位注册号"
            value={form.orgCode}
            onChange={(v) => set('orgCode')(v.toUpperCase())}
            maxLength={18}
            clearable
          />
        </Form.Item>
      </Form>
      <p className={styles.tip}>身份证号仅用于实名认证，加密保存，不会对外展示。</p>
      <div className={styles.submit}>
        <Button block color="primary" loading={certify.isPending} onClick={submit}>
          提交认证
        </Button>
      </div>
    </>
  );
}
