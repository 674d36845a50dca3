import { SIGN_LIMITS, SIGN_MSG } from '@awb/contract/sign-constants';
import type { TSignature } from '@awb/contract/sign-views';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useUpdateKeeper } from '../sign.queries.ts';
import styles from './code-popup.module.css';

type TProps = { seal: TSignature | null; etcomid: number; onClose: () => void };

/** 修改经办人: the keeper's name (请输入经办人人名 when empty); the keeper stays the same staff member. */
export function KeeperPopup({ seal, etcomid, onClose }: TProps) {
  const [name, setName] = useState('');
  const update = useUpdateKeeper();
  useEffect(() => {
    if (seal) setName(seal.name);
  }, [seal]);

  const save = () => {
    if (!seal) return;
    if (!name.trim()) return void Toast.show({ content: SIGN_MSG.agentNameRequired });
    update.mutate(
      { sealId: seal.sealId, etcomid, name: name.trim(), agentCode: seal.agentCode },
      { onSuccess: onClose },
    );
  };

  return (
    <Popup
      visible={seal !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <div className={styles.body}>
        <h3 className={styles.title}>修改经办人</h3>
        <p className={styles.tip}>{seal ? `${seal.sealTypeName || '签名'}的经办人` : ''}</p>
        <span className={styles.label}>经办人姓名</span>
        <div className={styles.field}>
          <Input
            aria-label="经办人姓名"
            placeholder="请输入经办人人名"
            value={name}
            onChange={setName}
            maxLength={SIGN_LIMITS.nameLength}
            clearable
          />
        </div>
        <div className={styles.submit}>
          <Button block color="primary" loading={update.isPending} onClick={save}>
            保存
          </Button>
        </div>
      </div>
    </Popup>
  );
}
