import { maskIdCard, maskPhone } from '@awb/contract/common/validators';

/** An 18-character ID card number (17 digits and a digit or X) standing on its own. */
const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
/** A mainland mobile number standing on its own (a 13-digit epoch time is not one). */
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/**
 * Every log line, as written: ID numbers and mobile numbers masked as in lists. Whatever a line holds
 * (a request URL with a phone in its query, a failed statement's parameters in an error) leaves the
 * process masked: issue 7, "no plaintext ID number appears in logs".
 */
export function scrubPersonalData(line: string): string {
  return line.replace(ID_NUMBER, (id) => maskIdCard(id)).replace(MOBILE, (phone) => maskPhone(phone));
}

/** The server's pino options (main.ts; tests add a stream). */
export function loggerOptions(level: string) {
  return { level, hooks: { streamWrite: scrubPersonalData } };
}
