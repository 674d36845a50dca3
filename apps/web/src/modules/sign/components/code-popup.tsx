import { isSmsCode } from '@awb/contract/common/validators';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { CodeButton } from '../../../ui/code-button.tsx';
import { sendSealCode, useBoundPhone } from '../sign.queries.ts';
import styles from './code-popup.module.css';

type TProps = {
  visible: boolean;
  etcomid: number;
  title: string;
  saving?: boolean;
  onClose: () => void;
  onSubmit: (vercode: string) => void;
};

/** The bound phone's SMS code a seal or signature needs (seed 000 §3 vercode), asked in a bottom sheet. */
export function CodePopup({ visible, etcomid, title, saving, onClose, onSubmit }: TProps) {
  const phone = useBoundPhone(visible ? etcomid : 0);
  const [code, setCode] = useState('');

  const submit = () => {
    if (!code.trim()) return void Toast.show({ content: '请输入验证码' });
    if (!isSmsCode(code.trim())) return void Toast.show({ content: '验证码格式不正确' });
    onSubmit(code.trim());
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.tip}>
          {phone.data ? `验证码将发送至企业认证手机 ${phone.data}` : '验证码将发送至企业认证手机'}
        </p>
        <div className={styles.field}>
          <Input
            aria-label="验证码"
            placeholder="请输入验证码"
            value={code}
            onChange={setCode}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <CodeButton onSend={() => sendSealCode(etcomid)} />
        </div>
        <div className={styles.submit}>
          <Button block color="primary" loading={saving} onClick={submit}>
            确定
          </Button>
        </div>
      </div>
    </Popup>
  );
}
