import type { TOrderPayment } from '@awb/contract/recharge.contract';
import { DotLoading } from 'antd-mobile';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { safeHttpUrl } from '../../../platform/safe-url.ts';
import styles from '../pages/recharge.module.css';

/**
 * The payment in progress: the gateway's cashier opens in a new window on this phone, or its QR code is
 * scanned with another; meanwhile the order page asks for the order's state (recharge.queries useOrder).
 */
export function PayPanel({ payment }: { payment: TOrderPayment }) {
  const [qr, setQr] = useState('');
  const link = safeHttpUrl(payment.payUrl);
  useEffect(() => {
    let live = true;
    if (payment.qrCode) void toDataURL(payment.qrCode, { width: 400, margin: 1 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [payment.qrCode]);

  return (
    <div className={styles.payBox} data-testid="pay-panel">
      <div className={styles.waiting}>
        <DotLoading color="currentColor" /> 等待支付结果
      </div>
      {qr ? <img className={styles.qr} src={qr} alt="支付二维码" /> : null}
      <div className={styles.hint}>
        支付页面已在新窗口打开；也可用{payment.payChannel === 2 ? '支付宝' : '微信'}扫码支付
      </div>
      {link ? (
        <a className={styles.navLink} href={link} target="_blank" rel="noopener noreferrer" data-testid="pay-link">
          再次打开支付页面
        </a>
      ) : null}
      <div className={styles.hint}>请在 {payment.payBefore} 前完成支付，支付完成后本页自动更新</div>
    </div>
  );
}
