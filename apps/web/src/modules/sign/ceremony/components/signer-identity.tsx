import { isSmsCode } from '@awb/contract/common/validators';
import { CEREMONY_LIMITS } from '@awb/contract/sign-ceremony-constants';
import { Button, Input, Toast } from 'antd-mobile';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { CodeButton } from '../../../../ui/code-button.tsx';
import { sendSigningCode, startSigningFace, useSigningVerify } from '../ceremony.queries.ts';
import styles from './ceremony.module.css';

type TProps = { token: string; phone: string; faceRequired: boolean; disabled: boolean };

/**
 * 身份验证 before drawing: a code sent to the signer's own phone (60 s between sends) and, where the
 * company requires it, the face check first (its page opens in a new window, or scan the QR code). The
 * code is this link's, and the check holds for this browser only, for CEREMONY_LIMITS.verifiedMinutes.
 */
export function SignerIdentity({ token, phone, faceRequired, disabled }: TProps) {
  const [code, setCode] = useState('');
  const [faceLink, setFaceLink] = useState('');
  const [qr, setQr] = useState('');
  const verify = useSigningVerify(token);

  useEffect(() => {
    if (!faceLink) return;
    let live = true;
    void toDataURL(faceLink, { width: 240, margin: 1 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [faceLink]);

  const startFace = async () => {
    const started = await startSigningFace(token).catch(() => null);
    if (!started) return;
    setFaceLink(started.qrCode);
    window.open(started.qrCode, '_blank', 'noopener');
  };

  const submit = () => {
    const value = code.trim();
    if (!value) return void Toast.show({ content: '请输入验证码' });
    if (!isSmsCode(value)) return void Toast.show({ content: '验证码格式不正确' });
    verify.mutate(value);
  };

  return (
    <section className={styles.card} aria-label="身份验证">
      <h3 className={styles.cardTitle}>身份验证</h3>
      <p className={styles.muted}>
        验证码将发送至签署人手机 {phone}，请由签署人本人输入；验证通过后请在{CEREMONY_LIMITS.verifiedMinutes}
        分钟内在本设备完成签名
      </p>
      {faceRequired ? (
        <div className={styles.face}>
          <span>本合同要求签署人先完成人脸核验</span>
          <Button size="small" color="primary" fill="outline" disabled={disabled} onClick={() => void startFace()}>
            {faceLink ? '重新核验' : '人脸核验'}
          </Button>
          {qr ? <img className={styles.qr} src={qr} alt="人脸核验二维码" /> : null}
          {faceLink ? (
            <span className={styles.muted}>核验页面已在新窗口打开；也可用本人手机扫码，完成后再验证</span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.codeRow}>
        <Input
          aria-label="验证码"
          placeholder="请输入验证码"
          value={code}
          onChange={setCode}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={disabled}
        />
        <CodeButton disabled={disabled} onSend={() => sendSigningCode(token)} />
      </div>
      <Button block color="primary" disabled={disabled} loading={verify.isPending} onClick={submit}>
        验证身份
      </Button>
    </section>
  );
}
