import { maskIdCard, maskPhone } from '@awb/contract/common/validators';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import PinoPretty from 'pino-pretty';

/** An 18-character ID card number (17 digits and a digit or X) standing on its own. */
const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
/** A mainland mobile number standing on its own (a 13-digit epoch time is not one). */
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/**
 * Every log line, as written: bearer values redacted, ID numbers and mobile numbers masked as in lists. Whatever a line holds
 * (a request URL with a phone in its query, a failed statement's parameters in an error) leaves the
 * process masked: no plaintext ID number appears in logs.
 */
export function scrubPersonalData(line: string): string {
  return redactBearers(line)
    .replace(ID_NUMBER, (id) => maskIdCard(id))
    .replace(MOBILE, (phone) => maskPhone(phone));
}

/**
 * Names whose value lets its holder in: link and session tokens, link signatures (`s` of a signed
 * file or PDF link), phone codes, passwords. A URL's query parameter or a JSON string property of one
 * of these names is written as `[redacted]`, so the log of a signing link cannot sign. In JSON, the
 * short and common names (`code`, `key`, `s`) are left out: there they are error codes and the like.
 */
const SECRET_NAMES = [
  'token',
  'sessionid',
  'signature',
  'phonecode',
  'smsCode',
  'password',
  'newPassword',
  'oldPassword',
  'secret',
];
const QUERY_ONLY_NAMES = ['s', 'sig', 'sign', 'code', 'key'];
const BEARER_IN_QUERY = new RegExp(`([?&](?:${[...SECRET_NAMES, ...QUERY_ONLY_NAMES].join('|')})=)[^&\\s"'#]+`, 'gi');
const BEARER_IN_JSON = new RegExp(`("(?:${SECRET_NAMES.join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
const REDACTED = '[redacted]';

export function redactBearers(line: string): string {
  return line.replace(BEARER_IN_QUERY, `$1${REDACTED}`).replace(BEARER_IN_JSON, `$1"${REDACTED}"`);
}

export type TLogFormat = 'json' | 'pretty';

/**
 * The server's pino options (main.ts; tests add a stream). `json` writes a JSON line an event for log
 * collectors; `pretty` (development) writes readable lines through pino-pretty, in this process so that
 * the scrubbing hook still sees every line.
 */
export function loggerOptions(level: string, format: TLogFormat = 'json', destination?: NodeJS.WritableStream) {
  const options = { level, hooks: { streamWrite: scrubPersonalData } };
  if (format === 'json') return options;
  const stream = PinoPretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    sync: true,
    ...(destination ? { destination, colorize: false } : {}),
  });
  return { ...options, stream };
}

/** In development, one line a request (`GET /h5/ 200 3 ms`) instead of fastify's two JSON objects. */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  // The completed line already says 404.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) request.log.error({ err: error }, line);
    else request.log.info(line);
  }
}
