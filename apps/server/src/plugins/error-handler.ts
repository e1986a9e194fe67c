import { ErrorCode, type ErrorCodeValue, errorCatalogue, type FieldIssue } from '@lizi/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

const statusCodes: Partial<Record<number, ErrorCodeValue>> = {
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
};
const jsonErrors = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

const locationLabels: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * Turns every thrown error into the `{code,msg,data,requestId}` envelope. Validation errors name the field in
 * Chinese; 5xx answers never carry internals (the log keeps them, matched by request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = locationLabels[error.validationContext ?? 'body'] ?? '请求';
      const fields: FieldIssue[] = error.validation.flatMap((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (v.params as { keys?: string[] }).keys;
        if (v.keyword === 'unrecognized_keys' && keys?.length) {
          return keys.map((k) => ({ field: path ? `${path}.${k}` : k, msg: `不允许的字段 ${k}` }));
        }
        return [{ field: path || '(根)', msg: v.message ?? '无效' }];
      });
      const first = fields[0];
      return reply.status(400).send({
        code: ErrorCode.VALIDATION_FAILED,
        msg: first
          ? `${where}字段 ${first.field}：${first.msg}`
          : errorCatalogue[ErrorCode.VALIDATION_FAILED].msg,
        data: { fields },
        requestId,
      });
    }
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return reply
        .status(error.status)
        .send({ code: error.code, msg: error.message, data: error.data, requestId });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors: map to our codes and say what is wrong, in Chinese.
      const code = statusCodes[status] ?? ErrorCode.BAD_REQUEST;
      const msg = jsonErrors.has(error.code) ? '请求体不是有效的 JSON' : errorCatalogue[code].msg;
      return reply.status(status).send({ code, msg, data: null, requestId });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: ErrorCode.INTERNAL, msg: errorCatalogue[ErrorCode.INTERNAL].msg, data: null, requestId });
  });
}
