/** The seed's answer when a contact has no phone (seed 001 §5). */
export const NO_PHONE = '暂无号码';

/** The `tel:` link of a phone number (digits, +, -, spaces dropped), or null when there is no number to call. */
export function telHref(phone: string | null | undefined): string | null {
  const number = (phone ?? '').replace(/[\s-]/g, '');
  return /^\+?\d{3,}$/.test(number) ? `tel:${number}` : null;
}
