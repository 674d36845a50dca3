/**
 * What @fastify/busboy throws, as plain Errors without a code, when a multipart/form-data body does
 * not parse (it is read inside the route, while the handler awaits its parts). These are the
 * client's broken bodies, not the server's faults.
 */
const BUSBOY_PARSE_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
];

export function isMultipartParseError(error: { code?: string; message?: string }): boolean {
  if (error.code) return false;
  const message = error.message ?? '';
  return BUSBOY_PARSE_ERRORS.some((pattern) => pattern.test(message));
}
