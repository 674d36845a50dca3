import { isSmsCode } from '@awb/contract/common/validators';
import { SEAL_DEFAULT_QTEXT, SEAL_TYPE, SEAL_TYPE_NAMES, SIGN_LIMITS, SIGN_MSG } from '@awb/contract/sign-constants';
import type { TSignCompanyInfo } from '@awb/contract/sign-views';
import { Button, Form, Input, Segmented, Selector, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../platform/session.ts';
import { CodeButton } from '../../../ui/code-button.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock } from '../../../ui/query-view.tsx';
import { CertifiedGate } from '../components/certified-gate.tsx';
import styles from '../components/form.module.css';
import { PICTURE_ACCEPT, pictureProblem } from '../picture-file.ts';
import { sendSealCode, useBoundPhone, useCreateSeal, useSignatures, useUploadSignature } from '../sign.queries.ts';

type TMode = 'drawn' | 'picture';
const TYPE_OPTIONS = Object.values(SEAL_TYPE).map((value) => ({ label: SEAL_TYPE_NAMES[value]!, value }));

/**
 * 制作印章 (pages/sign/seal-create): a seal drawn by the server from the company name (htext round the
 * ring, qtext at the bottom), or a picture of an existing seal; either needs the bound phone's code.
 */
export default function SealCreatePage() {
  return (
    <PageShell title="制作印章">
      <CertifiedGate>{(company) => <SealForm company={company} />}</CertifiedGate>
    </PageShell>
  );
}

function SealForm({ company }: { company: TSignCompanyInfo }) {
  const session = useSession().data;
  const lists = useSignatures(company.etcomid);
  const phone = useBoundPhone(company.etcomid);
  const create = useCreateSeal();
  const upload = useUploadSignature(true);
  const [mode, setMode] = useState<TMode>('drawn');
  const [sealType, setSealType] = useState<number | null>(null);
  const [htext, setHtext] = useState(company.name);
  const [qtext, setQtext] = useState('');
  const [keeper, setKeeper] = useState('');
  const [code, setCode] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (session && !keeper) setKeeper(session.user.userName);
  }, [session, keeper]);
  useEffect(() => {
    if (!picture) return;
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  if (!lists.data || !session) return <LoadingBlock />;
  const taken = new Set(lists.data.seals.map((s) => s.sealType));
  const options = TYPE_OPTIONS.map((o) => ({
    ...o,
    description: taken.has(o.value) ? '已有' : undefined,
    disabled: taken.has(o.value),
  }));

  const chooseType = (value: number | undefined) => {
    setSealType(value ?? null);
    if (value) setQtext(SEAL_DEFAULT_QTEXT[value] ?? '');
  };

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return void Toast.show({ content: problem });
    setPicture(file);
  };

  const submit = () => {
    if (!sealType) return void Toast.show({ content: SIGN_MSG.sealTypeInvalid });
    if (!keeper.trim()) return void Toast.show({ content: SIGN_MSG.agentNameRequired });
    if (mode === 'picture' && !picture) return void Toast.show({ content: '请上传印章图片' });
    if (!code.trim()) return void Toast.show({ content: '请输入验证码' });
    if (!isSmsCode(code.trim())) return void Toast.show({ content: '验证码格式不正确' });
    const common = {
      etcomid: company.etcomid,
      name: keeper.trim(),
      agentCode: session.user.userId,
      vercode: code.trim(),
    };
    if (mode === 'drawn') {
      create.mutate({ ...common, sealType, htext: htext.trim(), qtext: qtext.trim() });
    } else if (picture) {
      upload.mutate({ ...common, type: 1, sealType, file: picture, fileName: picture.name });
    }
  };

  return (
    <>
      <Segmented
        className={styles.segment}
        block
        value={mode}
        onChange={(value) => setMode(value as TMode)}
        options={[
          { label: '系统生成', value: 'drawn' },
          { label: '上传印章图片', value: 'picture' },
        ]}
      />
      <Form layout="horizontal" className={styles.form}>
        <Form.Header>印章信息</Form.Header>
        <Form.Item label="印章类型" layout="vertical">
          <Selector
            columns={3}
            options={options}
            value={sealType ? [sealType] : []}
            onChange={(values) => chooseType(values[0])}
          />
        </Form.Item>
        {mode === 'drawn' ? (
          <>
            <Form.Item label="环绕文字" description="印章上方环绕的文字，默认为认证企业名称">
              <Input
                aria-label="环绕文字"
                value={htext}
                onChange={setHtext}
                placeholder={company.name}
                maxLength={SIGN_LIMITS.sealTextLength}
                clearable
              />
            </Form.Item>
            <Form.Item label="下方文字">
              <Input
                aria-label="下方文字"
                value={qtext}
                onChange={setQtext}
                placeholder="如：合同专用章（选填）"
                maxLength={SIGN_LIMITS.sealBottomLength}
                clearable
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item label="印章图片" layout="vertical" description="请上传白底或透明底的清晰印章图片，不超过5MB">
            <button type="button" className={styles.upload} onClick={() => fileRef.current?.click()}>
              {preview ? <img src={preview} alt="印章图片" /> : '+ 选择图片'}
            </button>
            <input
              ref={fileRef}
              className={styles.hiddenInput}
              type="file"
              accept={PICTURE_ACCEPT}
              aria-label="选择印章图片"
              onChange={(e) => choosePicture(e.target.files?.[0])}
            />
          </Form.Item>
        )}
        <Form.Item label="经办人">
          <Input
            aria-label="经办人"
            value={keeper}
            onChange={setKeeper}
            placeholder="请输入经办人人名"
            maxLength={SIGN_LIMITS.nameLength}
            clearable
          />
        </Form.Item>

        <Form.Header>手机验证</Form.Header>
        <Form.Item label="认证手机">
          <span>{phone.data ?? '—'}</span>
        </Form.Item>
        <Form.Item label="验证码">
          <div className={styles.codeRow}>
            <Input
              aria-label="验证码"
              value={code}
              onChange={setCode}
              placeholder="请输入验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <CodeButton onSend={() => sendSealCode(company.etcomid)} />
          </div>
        </Form.Item>
      </Form>
      <p className={styles.tip}>印章有效期一年，到期后请前往pc端续期。</p>
      <div className={styles.submit}>
        <Button block color="primary" loading={create.isPending || upload.isPending} onClick={submit}>
          {mode === 'drawn' ? '生成印章' : '上传印章'}
        </Button>
      </div>
    </>
  );
}
