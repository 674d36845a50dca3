import { Button, Input, Popup, Toast } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import styles from './name-sheet.module.css';

export type TNameSheetValue = { name: string; sort: number };

type TProps = {
  visible: boolean;
  title: string;
  /** The name field's placeholder, also the message when it is left empty. */
  placeholder: string;
  initial: TNameSheetValue;
  saving: boolean;
  maxLength?: number;
  /** Extra fields between the name and the order (e.g. the rank's group). */
  children?: ReactNode;
  onClose: () => void;
  onSave: (value: TNameSheetValue) => void;
};

/** A bottom sheet to add or rename something that has a name and an order (jobs, ranks, rank groups). */
export function NameSheet(props: TProps) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={styles.sheet} destroyOnClose>
      <SheetBody {...props} />
    </Popup>
  );
}

/** Mounted each time the sheet opens (destroyOnClose), so it starts from `initial`. */
function SheetBody({ title, placeholder, initial, saving, maxLength = 20, children, onClose, onSave }: TProps) {
  const [name, setName] = useState(initial.name);
  const [sort, setSort] = useState(String(initial.sort));

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return void Toast.show(placeholder);
    const order = Number(sort || 0);
    if (!Number.isInteger(order) || order < 0 || order > 9999) return void Toast.show('排序请输入0-9999的整数');
    onSave({ name: trimmed, sort: order });
  };

  return (
    <>
      <div className={styles.head}>
        <button type="button" onClick={onClose}>
          取消
        </button>
        <strong>{title}</strong>
        <span />
      </div>
      <div className={styles.field}>
        <span>名称</span>
        <Input
          aria-label="名称"
          value={name}
          onChange={setName}
          placeholder={placeholder}
          maxLength={maxLength}
          clearable
          autoFocus
        />
      </div>
      {children}
      <div className={styles.field}>
        <span>排序</span>
        <Input
          aria-label="排序"
          value={sort}
          onChange={setSort}
          placeholder="数字越小越靠前"
          type="number"
          inputMode="numeric"
        />
      </div>
      <Button block color="primary" className={styles.save} loading={saving} onClick={save}>
        保存
      </Button>
    </>
  );
}
