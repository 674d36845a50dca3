import { Button } from 'antd-mobile';
import { useState } from 'react';
import styles from './code-button.module.css';
import { codeButtonText } from './countdown.ts';
import { useCountdown } from './use-countdown.ts';

type TProps = {
  /** Validates and sends the code; resolve to start the 60 s countdown, reject (or resolve false) to stay idle. */
  onSend: () => Promise<unknown>;
  disabled?: boolean;
};

/** 获取验证码 with the seeds' 60 s countdown; disabled while sending and while counting. */
export function CodeButton({ onSend, disabled }: TProps) {
  const { left, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || running) return;
    setSending(true);
    try {
      if ((await onSend()) !== false) start();
    } catch {
      // The request layer has shown the reason; the button stays ready to try again.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className={styles.button}
      size="small"
      fill="none"
      color="primary"
      disabled={disabled || running}
      loading={sending}
      loadingText="发送中"
      onClick={send}
    >
      {codeButtonText(left)}
    </Button>
  );
}
