import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE } from '@yaocai/contract';
import { HttpError } from './errors.js';

interface Issue {
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
}

/** Turns zod issues into Laravel-style `{ field: [messages] }` with Chinese messages naming the field. */
export function fieldErrors(issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field =
      issue.path && issue.path.length > 0
        ? issue.path.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'form';
    const msg = issue.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `参数 ${field} 格式不正确`;
    (errors[field] ??= []).push(msg);
  }
  return errors;
}

/** One error path for the whole API: expected refusals keep their message, bugs get a generic one and a request id. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation.map((v) => ({ instancePath: v.instancePath, message: v.message })));
      const first = Object.values(errors)[0]?.[0] ?? '参数错误';
      return reply.status(422).send({ code: CODE.validation, msg: first, errors });
    }
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ code: err.code, msg: err.message, data: null, errors: err.errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: 413, msg: '上传内容过大', data: null });
    if (status === 415) return reply.status(415).send({ code: 415, msg: '不支持的请求格式', data: null });
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content-type and the like: the client's fault, said plainly.
      return reply.status(status).send({ code: status, msg: '请求格式不正确', data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '系统繁忙，请稍候再试', data: null, request_id: req.id });
  });

  app.setNotFoundHandler((req, reply) => {
    return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
  });
}
