import { FACE_STATUS } from '@awb/contract/sign-constants';
import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../platform/api.ts';
import { canStartFace } from '../attestation-check.ts';
import { startFaceCheck, useFaceStatus } from '../sign.queries.ts';
import styles from './face-check.module.css';

type TProps = {
  signerType: number;
  name: string;
  idNo: string;
  faceId: string;
  onFaceId: (faceId: string) => void;
  /** The state of the current check, for the form's own check before submit. */
  onStatus: (status: number | null) => void;
};

/**
 * 人脸核验: asked only with a name and a valid ID number (seed 000 §5). The link opens in a new window on
 * this phone, or is scanned as a QR code with another; the state is asked every 2 s until it is decided.
 */
export function FaceCheck({ signerType, name, idNo, faceId, onFaceId, onStatus }: TProps) {
  const [link, setLink] = useState('');
  const [qr, setQr] = useState('');
  const [error, setError] = useState('');
  const [starting, setStarting] = useState(false);
  const status = useFaceStatus(faceId);
  const state = faceId ? (status.data?.status ?? FACE_STATUS.pending) : null;

  useEffect(() => onStatus(state), [state, onStatus]);
  useEffect(() => {
    if (!faceId) setLink('');
  }, [faceId]);
  useEffect(() => {
    if (!link) {
      setQr('');
      return;
    }
    let live = true;
    void toDataURL(link, { width: 320, margin: 1 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);

  const start = async () => {
    setError('');
    setStarting(true);
    try {
      const result = await startFaceCheck({ type: signerType, userName: name.trim(), idNo: idNo.trim() });
      setLink(result.qrCode);
      onFaceId(result.faceId);
      window.open(result.qrCode, '_blank', 'noopener');
    } catch (e) {
      if (e instanceof ApiError && e.code >= 100) setError(e.message);
    } finally {
      setStarting(false);
    }
  };

  const ready = canStartFace(name, idNo);
  return (
    <div className={styles.box}>
      <div className={styles.buttons}>
        {state === FACE_STATUS.passed ? (
          <span className={styles.passed}>
            <CheckCircleFill /> 核验通过
          </span>
        ) : (
          <Button
            size="small"
            color="primary"
            fill={faceId ? 'outline' : 'solid'}
            disabled={!ready}
            loading={starting}
            onClick={() => void start()}
          >
            {faceId ? '重新核验' : '人脸核验'}
          </Button>
        )}
        {state === FACE_STATUS.pending ? (
          <span className={styles.pending}>
            <DotLoading color="currentColor" /> 等待核验结果
          </span>
        ) : null}
        {state === FACE_STATUS.failed ? (
          <span className={styles.failed}>
            <CloseCircleFill /> 核验未通过
          </span>
        ) : null}
      </div>
      {!ready && !faceId ? <div className={styles.hint}>请先填写姓名和正确的身份证号</div> : null}
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
      {link && state === FACE_STATUS.pending ? (
        <div className={styles.qr}>
          {qr ? <img src={qr} alt="人脸核验二维码" /> : null}
          <span>核验页面已在新窗口打开；也可用本人手机扫码完成核验</span>
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => {
              window.open(link, '_blank', 'noopener');
            }}
          >
            再次打开核验页面
          </Button>
        </div>
      ) : null}
    </div>
  );
}
