import { CODE, MSG } from '@awb/contract/common/codes';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { isMultipartParseError } from './multipart-errors.ts';
import { issueMessage } from './zod-messages.ts';

/** Fastify errors a client can cause, answered as a business error rather than a crash. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedBody,
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求格式不正确',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求格式不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以表单方式上传文件',
  FST_REQ_FILE_TOO_LARGE: '文件过大',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_PROTO_VIOLATION: '请求格式不正确',
  FST_ERR_VALIDATION: MSG.invalidParams,
};

/** Errors bypass the route's response schema (that describes success only). */
function sendEnvelope(reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify({ code, msg, data }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendEnvelope(reply, 200, error.code, error.message, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const msg = first ? issueMessage(first.message ?? '', first.instancePath) : MSG.invalidParams;
      return sendEnvelope(reply, 200, CODE.invalid, msg);
    }
    if (error.statusCode === 429) {
      return sendEnvelope(reply, 200, CODE.tooMany, MSG.tooMany);
    }
    const known = error.code
      ? CLIENT_ERROR_MESSAGES[error.code]
      : isMultipartParseError(error)
        ? MSG.brokenUpload
        : undefined;
    if (known || error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      request.log.info({ err: error }, 'rejected request');
      return sendEnvelope(reply, 200, CODE.invalid, known ?? '请求格式不正确');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, 500, CODE.serverError, MSG.serverError);
  });

  app.setNotFoundHandler((request, reply) => {
    sendEnvelope(reply, 404, CODE.notFound, `接口不存在：${request.method} ${request.url.split('?')[0]}`);
  });
}
