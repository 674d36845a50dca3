import { Popup } from 'antd-mobile';
import { SignatureCanvas } from '../../components/signature-canvas.tsx';
import styles from './contract-form.module.css';

type TProps = {
  visible: boolean;
  /** The pad's button: 签字并发起签署, or 签字并提交审批 where a flow holds the submission. */
  confirmText: string;
  onClose: () => void;
  /** The drawn signature: a transparent PNG cropped to the ink. */
  onSigned: (png: Blob) => void;
};

/**
 * 经纪人（签字） at submission, for an agent without a saved personal signature: they sign on the pad
 * and the contract is submitted with it.
 */
export function BrokerSignaturePopup({ visible, confirmText, onClose, onSigned }: TProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <section className={styles.brokerPad} aria-label="经纪人签字">
        <h3 className={styles.brokerPadTitle}>经纪人（签字）</h3>
        <p className={styles.hint}>您还没有保存个人签名，请在下方用正楷书写本人姓名</p>
        <SignatureCanvas confirmText={confirmText} onConfirm={onSigned} />
      </section>
    </Popup>
  );
}

/** A Blob as a data URL (the submission sends the PNG in its JSON body). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
