import { MSG } from '@awb/contract/common/codes';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from './name-editor.module.css';

type TProps = {
  visible: boolean;
  current: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
};

/** A bottom sheet to change the user name (请输入用户名称 when empty). */
export function NameEditor({ visible, current, saving, onClose, onSave }: TProps) {
  const [value, setValue] = useState(current);
  useEffect(() => {
    if (visible) setValue(current);
  }, [visible, current]);

  const save = () => {
    const name = value.trim();
    if (!name) Toast.show(MSG.userNameRequired);
    else if (name === current) onClose();
    else onSave(name);
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <div className={styles.head}>
        <button type="button" onClick={onClose}>
          取消
        </button>
        <strong>修改用户名称</strong>
        <span />
      </div>
      <div className={styles.field}>
        <Input
          value={value}
          onChange={setValue}
          placeholder="请输入用户名称"
          maxLength={20}
          clearable
          autoFocus
          onEnterPress={save}
        />
      </div>
      <p className={styles.tip}>最多20个字，同事将在房源、客源中看到这个名称</p>
      <Button block color="primary" className={styles.save} loading={saving} onClick={save}>
        保存
      </Button>
    </Popup>
  );
}
