import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE } from '@yaocai/contract';
import { isConnectionLoss } from '../../db/connection-loss.js';
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
    let msg = issue.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `参数 ${field} 格式不正确`;
    // Purchase lines (quick order) are many rows of the same fields: say which row.
    const [list, index] = field.split('.');
    if (list === 'lines' && /^\d+$/.test(index ?? '')) msg = `第${Number(index) + 1}行：${msg}`;
    (errors[field] ??= []).push(msg);
  }
  return errors;
}

/**
 * What PostgreSQL refuses because of the input — a number out of a column's range, a reference to a row that does
 * not exist, a duplicate — is the caller's mistake, not a bug: answer it (the field builders catch most of it first).
 * Drivers and Drizzle wrap the database error, so the SQLSTATE is looked for along the `cause` chain.
 */
export function databaseRefusal(err: unknown): { status: number; msg: string } | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    switch (e.code) {
      case '22003':
        return { status: 422, msg: '数值超出范围' };
      case '22P02':
        return { status: 422, msg: '参数格式不正确' };
      case '22001':
        return { status: 422, msg: '内容过长' };
      case '22021':
        return { status: 422, msg: '内容含有不允许的字符' };
      case '23503':
        return { status: 404, msg: '关联的记录不存在' };
      case '23505':
        return { status: 409, msg: '记录已存在，请勿重复提交' };
    }
  }
  return null;
}

/** Errors the framework raises before a route runs (bad percent-escapes, over-long path parameters): same envelope. */
export function frameworkError(err: FastifyError): { status: number; msg: string } {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, msg: '请求地址过长' };
  return { status: 400, msg: '请求地址格式不正确' };
}

/** One error path for the whole API: expected refusals keep their message, bugs get a generic one and a request id. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => answer(err, req, reply));

  app.setNotFoundHandler((req, reply) => {
    return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
  });
}

/** How long a client should wait before trying again after a 503 (a failover or restart takes a few seconds). */
export const RETRY_AFTER_SECONDS = 2;

/** The envelope and status for one failure (the spec's codes, §8). */
function answer(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = fieldErrors(err.validation.map((v) => ({ instancePath: v.instancePath, message: v.message })));
    const first = Object.values(errors)[0]?.[0] ?? '参数错误';
    return reply.status(422).send({ code: CODE.validation, msg: first, errors });
  }
  if (err instanceof HttpError) {
    if (err.retryAfterSec !== undefined) reply.header('retry-after', String(err.retryAfterSec));
    return reply.status(err.status).send({ code: err.code, msg: err.message, data: null, errors: err.errors });
  }
  if (isConnectionLoss(err)) {
    // The database went away under this request (a failover, a restart): nothing it began stays half written (a
    // transaction rolls back with its connection, other writes are single statements), and reads were already tried
    // again on a fresh connection. The client may try again shortly; not a bug, so no error log and no request id.
    req.log.warn({ err }, 'database connection lost');
    return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ code: 503, msg: '系统繁忙，请稍候再试', data: null });
  }
  const db = databaseRefusal(err);
  if (db) return reply.status(db.status).send({ code: db.status === 422 ? CODE.validation : db.status, msg: db.msg, data: null });
  const status = err.statusCode ?? 500;
  if (status === 413) return reply.status(413).send({ code: 413, msg: '请求内容过大', data: null });
  if (status === 415) return reply.status(415).send({ code: 415, msg: '不支持的请求格式', data: null });
  if (status >= 400 && status < 500) {
    // Malformed JSON, bad content-type and the like: the client's fault, said plainly.
    return reply.status(status).send({ code: status, msg: '请求格式不正确', data: null });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ code: 500, msg: '系统繁忙，请稍候再试', data: null, request_id: req.id });
}
