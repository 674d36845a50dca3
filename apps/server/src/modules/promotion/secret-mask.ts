/**
 * How a sealed portal secret shows on the bind page: never the value, only that one is set and its
 * last two characters when it is long enough for those to give nothing away.
 */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return value.length >= 8 ? `******${value.slice(-2)}` : '******';
}
