import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './phone-link.module.css';
import { NO_PHONE, telHref } from './tel-href.ts';

/** A call link; without a number it says 暂无号码 when tapped instead of opening an empty `tel:`. */
export function PhoneLink({
  phone,
  className,
  label,
  children,
}: {
  phone: string | null | undefined;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const href = telHref(phone);
  if (href)
    return (
      <a className={className} href={href} aria-label={label}>
        {children}
      </a>
    );
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? styles.plain}`}
      aria-label={label}
      onClick={() => Toast.show({ content: NO_PHONE })}
    >
      {children}
    </button>
  );
}
